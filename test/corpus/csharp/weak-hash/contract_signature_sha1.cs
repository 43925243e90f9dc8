// corpus: CWE-328 vulnerable — signed tenancy contracts use RSA over a SHA-1 digest (HashAlgorithmName.SHA1), which is collision-prone.
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

namespace Cms.Contracts
{
    public class ContractSigner
    {
        private readonly X509Certificate2 _certificate;

        public ContractSigner(X509Certificate2 certificate)
        {
            _certificate = certificate;
        }

        public byte[] Sign(byte[] contractPdf)
        {
            using RSA rsa = _certificate.GetRSAPrivateKey()!;
            return rsa.SignData(contractPdf, HashAlgorithmName.SHA1, RSASignaturePadding.Pkcs1);
        }

        public bool Verify(byte[] contractPdf, byte[] signature)
        {
            using RSA rsa = _certificate.GetRSAPublicKey()!;
            return rsa.VerifyData(contractPdf, signature, HashAlgorithmName.SHA1, RSASignaturePadding.Pkcs1);
        }
    }
}
