// corpus: CWE-22 safe — every export path goes through ResolveInside, which normalises with GetFullPath and rejects anything outside the tenant's export folder.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Claims;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Logistics.Exports;

public class ExportOptions
{
    public string Root { get; set; } = "/srv/exports";
}

public record ExportFileInfo(string Name, long Size, DateTime ModifiedUtc);

public class ExportStore
{
    private readonly string _root;

    public ExportStore(IOptions<ExportOptions> options) => _root = Path.GetFullPath(options.Value.Root);

    public IReadOnlyList<ExportFileInfo> List(string tenant)
    {
        var folder = TenantFolder(tenant);
        if (!Directory.Exists(folder))
            return Array.Empty<ExportFileInfo>();
        return new DirectoryInfo(folder).GetFiles("*.csv")
            .OrderByDescending(f => f.LastWriteTimeUtc)
            .Select(f => new ExportFileInfo(f.Name, f.Length, f.LastWriteTimeUtc))
            .ToList();
    }

    public string? ResolveInside(string tenant, string relative)
    {
        var folder = TenantFolder(tenant) + Path.DirectorySeparatorChar;
        var candidate = Path.GetFullPath(Path.Combine(folder, relative));
        if (!candidate.StartsWith(folder, StringComparison.Ordinal))
            return null;
        return File.Exists(candidate) ? candidate : null;
    }

    public bool Delete(string tenant, string relative)
    {
        var path = ResolveInside(tenant, relative);
        if (path is null)
            return false;
        File.Delete(path);
        return true;
    }

    private string TenantFolder(string tenant) => Path.Combine(_root, tenant);
}

[Authorize]
[ApiController]
[Route("api/exports")]
public class ExportsController : ControllerBase
{
    private readonly ExportStore _store;

    public ExportsController(ExportStore store) => _store = store;

    private string Tenant => User.FindFirstValue("tenant_id") ?? throw new UnauthorizedAccessException();

    [HttpGet]
    public IActionResult List() => Ok(_store.List(Tenant));

    [HttpGet("file")]
    public IActionResult Download([FromQuery] string name)
    {
        var path = _store.ResolveInside(Tenant, name);
        return path is null ? NotFound() : PhysicalFile(path, "text/csv", Path.GetFileName(path));
    }

    [HttpDelete("file")]
    public IActionResult Remove([FromQuery] string name) =>
        _store.Delete(Tenant, name) ? NoContent() : NotFound();
}
