// corpus: CWE-328 vulnerable — new account passwords are stored as an unsalted MD5 hex digest.
using System;
using System.Security.Cryptography;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Accounts;

public record RegisterRequest(string Email, string Password);

public interface IAccountStore
{
    Task CreateAsync(string email, string passwordHash);
}

public class AccountService
{
    private readonly IAccountStore _store;

    public AccountService(IAccountStore store) => _store = store;

    public Task RegisterAsync(RegisterRequest request) =>
        _store.CreateAsync(request.Email.ToLowerInvariant(), HashPassword(request.Password));

    private static string HashPassword(string password)
    {
        using var md5 = MD5.Create();
        var digest = md5.ComputeHash(Encoding.UTF8.GetBytes(password));
        return Convert.ToHexString(digest);
    }
}

[ApiController]
[Route("api/accounts")]
public class RegistrationController : ControllerBase
{
    private readonly AccountService _accounts;

    public RegistrationController(AccountService accounts) => _accounts = accounts;

    [HttpPost]
    public async Task<IActionResult> Register([FromBody] RegisterRequest request)
    {
        await _accounts.RegisterAsync(request);
        return StatusCode(201);
    }
}
