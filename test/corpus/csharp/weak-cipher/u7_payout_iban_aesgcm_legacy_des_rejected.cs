// corpus: CWE-327 safe — IBANs are sealed with AES-256-GCM and a fresh nonce per value; the "DES" name appears only in the header check that refuses to open records left over from the old scheme.
using System;
using System.Security.Cryptography;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Marketplace.Payouts.V2
{
    public interface IPayoutAccountStore
    {
        Task SaveAsync(string vendorId, string sealedIban, string holder);
    }

    public sealed class IbanSealer
    {
        private const string Scheme = "A256GCM";
        private const string LegacyScheme = "DES";
        private readonly byte[] _key;

        public IbanSealer(IConfiguration config)
        {
            _key = Convert.FromBase64String(config["Payouts:SealingKey"]!);
            if (_key.Length != 32)
                throw new InvalidOperationException("Payouts:SealingKey must be 256 bits");
        }

        public string Seal(string iban)
        {
            var plain = Encoding.UTF8.GetBytes(iban);
            var nonce = RandomNumberGenerator.GetBytes(AesGcm.NonceByteSizes.MaxSize);
            var cipher = new byte[plain.Length];
            var tag = new byte[AesGcm.TagByteSizes.MaxSize];
            using var aes = new AesGcm(_key, tag.Length);
            aes.Encrypt(nonce, plain, cipher, tag);
            return string.Join('.', Scheme, Convert.ToBase64String(nonce), Convert.ToBase64String(cipher), Convert.ToBase64String(tag));
        }

        public string Open(string sealedValue)
        {
            var parts = sealedValue.Split('.');
            if (parts[0] == LegacyScheme)
                throw new NotSupportedException("Legacy DES records must be re-entered by the vendor.");
            if (parts.Length != 4 || parts[0] != Scheme)
                throw new FormatException("Unknown sealing scheme.");

            var nonce = Convert.FromBase64String(parts[1]);
            var cipher = Convert.FromBase64String(parts[2]);
            var tag = Convert.FromBase64String(parts[3]);
            var plain = new byte[cipher.Length];
            using var aes = new AesGcm(_key, tag.Length);
            aes.Decrypt(nonce, cipher, tag, plain);
            return Encoding.UTF8.GetString(plain);
        }
    }

    public record PayoutAccountInput(string Iban, string Holder);

    [ApiController]
    [Authorize(Roles = "vendor")]
    [Route("api/v2/vendor/payout-account")]
    public class PayoutAccountController : ControllerBase
    {
        private readonly IbanSealer _sealer;
        private readonly IPayoutAccountStore _store;

        public PayoutAccountController(IbanSealer sealer, IPayoutAccountStore store)
        {
            _sealer = sealer;
            _store = store;
        }

        [HttpPut]
        public async Task<IActionResult> Put([FromBody] PayoutAccountInput input)
        {
            var iban = input.Iban.Replace(" ", "").ToUpperInvariant();
            if (iban.Length < 15 || iban.Length > 34)
                return BadRequest(new { error = "invalid IBAN" });

            await _store.SaveAsync(User.Identity!.Name!, _sealer.Seal(iban), input.Holder);
            return NoContent();
        }
    }
}
