// corpus: CWE-328 safe — contract signatures use RSA-PSS over SHA-256.
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

namespace Cms.Contracts.V2;

public sealed class ContractSignature
{
    private static readonly HashAlgorithmName Digest = HashAlgorithmName.SHA256;
    private readonly X509Certificate2 _certificate;

    public ContractSignature(X509Certificate2 certificate) => _certificate = certificate;

    public byte[] Sign(byte[] document)
    {
        using var rsa = _certificate.GetRSAPrivateKey()!;
        return rsa.SignData(document, Digest, RSASignaturePadding.Pss);
    }

    public bool Verify(byte[] document, byte[] signature)
    {
        using var rsa = _certificate.GetRSAPublicKey()!;
        return rsa.VerifyData(document, signature, Digest, RSASignaturePadding.Pss);
    }
}
