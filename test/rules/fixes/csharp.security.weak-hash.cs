using System.Security.Cryptography;
using System.Text;

public class Checksums
{
    public string LegacyDigest(string text)
    {
        // ruleid: csharp.security.weak-hash@low
        using var md5 = SHA256.Create();
        return Convert.ToHexString(md5.ComputeHash(Encoding.UTF8.GetBytes(text)));
    }

    public byte[] QuickHash(byte[] data)
    {
        // ruleid: csharp.security.weak-hash@low
        return SHA256.HashData(data);
    }

    public byte[] Sign(RSA rsa, byte[] data)
    {
        // ruleid: csharp.security.weak-hash
        return rsa.SignData(data, HashAlgorithmName.SHA256, RSASignaturePadding.Pkcs1);
    }

    public byte[] Named(byte[] data)
    {
        var algorithm = "MD5";
        // ruleid: csharp.security.weak-hash@low
        using var hash = HashAlgorithm.Create(algorithm);
        return hash!.ComputeHash(data);
    }

    public byte[] Strong(byte[] data)
    {
        // ok: csharp.security.weak-hash
        return SHA256.HashData(data);
    }

    public bool IsLegacy(HashAlgorithmName name)
    {
        // ok: csharp.security.weak-hash
        return name == HashAlgorithmName.MD5;
    }
}
