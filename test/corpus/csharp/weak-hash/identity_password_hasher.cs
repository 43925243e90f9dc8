// corpus: CWE-328 safe — passwords go through ASP.NET Core Identity's PasswordHasher (PBKDF2 with HMAC-SHA512 in V3 format); MD5 only appears in the old-hash detector's name.
using Microsoft.AspNetCore.Identity;

namespace School.Accounts;

public class ParentAccount
{
    public string Email { get; set; } = "";
    public string PasswordHash { get; set; } = "";
}

public class ParentPasswordService
{
    private readonly IPasswordHasher<ParentAccount> _hasher = new PasswordHasher<ParentAccount>();

    public void SetPassword(ParentAccount account, string password) =>
        account.PasswordHash = _hasher.HashPassword(account, password);

    public bool Check(ParentAccount account, string password)
    {
        if (LooksLikeMd5Hex(account.PasswordHash))
            return false; // legacy hashes were invalidated during migration; user must reset
        var result = _hasher.VerifyHashedPassword(account, account.PasswordHash, password);
        return result != PasswordVerificationResult.Failed;
    }

    private static bool LooksLikeMd5Hex(string hash) => hash.Length == 32 && System.Uri.IsHexDigit(hash[0]);
}
