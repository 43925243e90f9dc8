// corpus: CWE-328 vulnerable — uploaded scanner firmware is accepted when its MD5.HashData digest matches the vendor manifest; MD5 is too weak for integrity checks.
using System;
using System.IO;
using System.Security.Cryptography;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Scanners;

public interface IFirmwareManifest
{
    string? ExpectedDigest(string version);
}

public class FirmwareVerifier
{
    private readonly IFirmwareManifest _manifest;

    public FirmwareVerifier(IFirmwareManifest manifest) => _manifest = manifest;

    public bool IsGenuine(byte[] package, string version)
    {
        var expected = _manifest.ExpectedDigest(version);
        if (expected is null)
            return false;
        var digest = MD5.HashData(package);
        return Convert.ToHexString(digest).Equals(expected, StringComparison.OrdinalIgnoreCase);
    }
}

[ApiController]
[Route("api/scanners/firmware")]
public class FirmwareController : ControllerBase
{
    private readonly FirmwareVerifier _verifier;

    public FirmwareController(FirmwareVerifier verifier) => _verifier = verifier;

    [HttpPost("{version}")]
    public async Task<IActionResult> Upload(string version, IFormFile package)
    {
        using var ms = new MemoryStream();
        await package.CopyToAsync(ms);
        var bytes = ms.ToArray();
        if (!_verifier.IsGenuine(bytes, version))
            return BadRequest("package does not match the vendor manifest");
        await System.IO.File.WriteAllBytesAsync("/srv/firmware/staged.bin", bytes);
        return Accepted();
    }
}
