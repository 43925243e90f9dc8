// corpus: CWE-330 vulnerable — the six-digit sign-in code sent by SMS comes from Random.Shared, a non-cryptographic generator.
using System;
using System.Threading.Tasks;

namespace Bank.Auth;

public interface ISmsSender
{
    Task SendAsync(string phone, string message);
}

public class OneTimeCodeService
{
    private readonly ISmsSender _sms;

    public OneTimeCodeService(ISmsSender sms) => _sms = sms;

    public async Task<string> IssueAsync(string phone)
    {
        var code = Random.Shared.Next(0, 1_000_000).ToString("D6");
        await _sms.SendAsync(phone, $"Your sign-in code is {code}");
        return code;
    }
}
