// corpus: CWE-22 vulnerable — entries of the uploaded ZIP are extracted to Path.Combine(target, entry.FullName) with no containment check (zip slip).
using System.IO;
using System.IO.Compression;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Cms.Themes;

public class ThemeInstaller
{
    private const string ThemesRoot = "/srv/cms/themes";

    public async Task<int> InstallAsync(string themeId, Stream zipStream)
    {
        var target = Path.Combine(ThemesRoot, themeId);
        Directory.CreateDirectory(target);
        using var archive = new ZipArchive(zipStream, ZipArchiveMode.Read);
        var count = 0;
        foreach (var entry in archive.Entries)
        {
            if (string.IsNullOrEmpty(entry.Name))
                continue;
            var destination = Path.Combine(target, entry.FullName);
            Directory.CreateDirectory(Path.GetDirectoryName(destination)!);
            entry.ExtractToFile(destination, overwrite: true);
            count++;
        }
        await Task.CompletedTask;
        return count;
    }
}

[ApiController]
[Route("api/themes")]
public class ThemesController : ControllerBase
{
    private readonly ThemeInstaller _installer;

    public ThemesController(ThemeInstaller installer) => _installer = installer;

    [HttpPost]
    public async Task<IActionResult> Upload(IFormFile package)
    {
        var themeId = System.Guid.NewGuid().ToString("N");
        await using var stream = package.OpenReadStream();
        var files = await _installer.InstallAsync(themeId, stream);
        return Ok(new { themeId, files });
    }
}
