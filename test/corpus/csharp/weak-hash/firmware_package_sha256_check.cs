// corpus: CWE-328 safe — the package digest compared against the manifest is SHA-256.
using System;
using System.IO;
using System.Security.Cryptography;

namespace Logistics.Scanners.Updates;

public static class PackageIntegrity
{
    public static bool Verify(string packagePath, string manifestSha256)
    {
        using var stream = File.OpenRead(packagePath);
        var digest = SHA256.HashData(stream);
        var expected = Convert.FromHexString(manifestSha256);
        return CryptographicOperations.FixedTimeEquals(digest, expected);
    }

    public static void Main(string[] args)
    {
        var ok = Verify(args[0], args[1]);
        Console.WriteLine(ok ? "package verified" : "digest mismatch");
        Environment.ExitCode = ok ? 0 : 1;
    }
}
