// corpus: CWE-330 safe — reset tokens come from RandomNumberGenerator.GetBytes (a CSPRNG) encoded as URL-safe base64.
using System;
using System.Security.Cryptography;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Accounts;

public static class SecureTokens
{
    public static string Create(int bytes = 32) =>
        Convert.ToBase64String(RandomNumberGenerator.GetBytes(bytes))
            .TrimEnd('=').Replace('+', '-').Replace('/', '_');
}

[ApiController]
[Route("api/password-reset")]
public class ResetController : ControllerBase
{
    private readonly IResetTokenRepository _repository;

    public ResetController(IResetTokenRepository repository) => _repository = repository;

    [HttpPost]
    public async Task<IActionResult> Start([FromForm] string email)
    {
        await _repository.StoreAsync(email, SecureTokens.Create(), DateTimeOffset.UtcNow.AddMinutes(20));
        return Accepted();
    }
}

public interface IResetTokenRepository
{
    Task StoreAsync(string email, string token, DateTimeOffset expires);
}
