// corpus: CWE-330 safe — the SMS sign-in code uses RandomNumberGenerator.GetInt32, a cryptographically secure source.
using System.Security.Cryptography;
using System.Threading.Tasks;

namespace Bank.Auth.V2;

public interface ITextMessages
{
    Task SendAsync(string phone, string text);
}

public sealed class VerificationCodes
{
    private readonly ITextMessages _messages;

    public VerificationCodes(ITextMessages messages) => _messages = messages;

    public async Task<string> SendAsync(string phone)
    {
        var code = RandomNumberGenerator.GetInt32(0, 1_000_000).ToString("D6");
        await _messages.SendAsync(phone, "Verification code: " + code);
        return code;
    }
}
