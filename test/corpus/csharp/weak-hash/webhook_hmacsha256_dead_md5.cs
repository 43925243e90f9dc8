// corpus: CWE-328 safe — webhook payloads are signed with HMAC-SHA256; the MD5 branch is behind a const false flag and never runs.
using System;
using System.Security.Cryptography;
using System.Text;

namespace Shop.Integrations;

public class WebhookSigner
{
    private const bool LegacyPartnerMode = false;
    private readonly byte[] _secret;

    public WebhookSigner(string secret) => _secret = Encoding.UTF8.GetBytes(secret);

    public string Sign(string payload)
    {
        byte[] mac;
        if (LegacyPartnerMode)
        {
            mac = MD5.HashData(Encoding.UTF8.GetBytes(payload + Convert.ToBase64String(_secret)));
        }
        else
        {
            mac = HMACSHA256.HashData(_secret, Encoding.UTF8.GetBytes(payload));
        }
        return Convert.ToHexString(mac).ToLowerInvariant();
    }

    public bool Verify(string payload, string signature) =>
        CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(Sign(payload)),
            Encoding.ASCII.GetBytes(signature.ToLowerInvariant()));
}
