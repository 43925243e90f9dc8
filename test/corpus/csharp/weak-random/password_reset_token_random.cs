// corpus: CWE-330 vulnerable — password reset tokens are built from System.Random, whose output is predictable.
using System;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Accounts;

public class ResetTokenGenerator
{
    private const string Alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private readonly Random _random = new();

    public string Next(int length = 32)
    {
        var sb = new StringBuilder(length);
        for (var i = 0; i < length; i++)
            sb.Append(Alphabet[_random.Next(Alphabet.Length)]);
        return sb.ToString();
    }
}

public interface IResetStore
{
    Task SaveAsync(string email, string token, DateTime expiresUtc);
}

[ApiController]
[Route("api/password-reset")]
public class PasswordResetController : ControllerBase
{
    private readonly ResetTokenGenerator _tokens;
    private readonly IResetStore _store;

    public PasswordResetController(ResetTokenGenerator tokens, IResetStore store)
    {
        _tokens = tokens;
        _store = store;
    }

    [HttpPost]
    public async Task<IActionResult> Begin([FromForm] string email)
    {
        var token = _tokens.Next();
        await _store.SaveAsync(email, token, DateTime.UtcNow.AddMinutes(30));
        return Accepted();
    }
}
