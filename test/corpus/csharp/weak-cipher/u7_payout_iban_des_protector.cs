// corpus: CWE-327 vulnerable — the payout service encrypts the IBAN submitted by the vendor with single DES (56-bit key, ECB) before storing it.
using System;
using System.Security.Cryptography;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Marketplace.Payouts
{
    public interface IPayoutAccountStore
    {
        Task SaveAsync(string vendorId, string encryptedIban, string holder);
    }

    public class AccountNumberProtector
    {
        private readonly byte[] _key;

        public AccountNumberProtector(IConfiguration config)
        {
            _key = Convert.FromBase64String(config["Payouts:AccountKey"]!);
        }

        public string Protect(string plain)
        {
            using var des = DES.Create();
            des.Key = _key;
            des.Mode = CipherMode.ECB;
            des.Padding = PaddingMode.PKCS7;
            using var encryptor = des.CreateEncryptor();
            var bytes = Encoding.UTF8.GetBytes(plain);
            return Convert.ToBase64String(encryptor.TransformFinalBlock(bytes, 0, bytes.Length));
        }

        public string Unprotect(string cipherText)
        {
            using var des = DES.Create();
            des.Key = _key;
            des.Mode = CipherMode.ECB;
            using var decryptor = des.CreateDecryptor();
            var bytes = Convert.FromBase64String(cipherText);
            return Encoding.UTF8.GetString(decryptor.TransformFinalBlock(bytes, 0, bytes.Length));
        }
    }

    public class PayoutAccountRequest
    {
        public string Iban { get; set; } = "";
        public string Holder { get; set; } = "";
    }

    [ApiController]
    [Authorize(Roles = "vendor")]
    [Route("api/vendor/payout-account")]
    public class PayoutAccountController : ControllerBase
    {
        private readonly AccountNumberProtector _protector;
        private readonly IPayoutAccountStore _store;

        public PayoutAccountController(AccountNumberProtector protector, IPayoutAccountStore store)
        {
            _protector = protector;
            _store = store;
        }

        [HttpPut]
        public async Task<IActionResult> Put([FromBody] PayoutAccountRequest body)
        {
            var iban = body.Iban.Replace(" ", "").ToUpperInvariant();
            if (iban.Length < 15 || iban.Length > 34)
                return BadRequest(new { error = "invalid IBAN" });

            await _store.SaveAsync(User.Identity!.Name!, _protector.Protect(iban), body.Holder);
            return NoContent();
        }
    }
}
