// corpus: CWE-22 safe — the helper resolves the joined path with GetFullPath and rejects anything not under the archive root plus a separator before the file is read.
using System;
using System.IO;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;

namespace Billing.Api;

public sealed class InvoiceArchive
{
    private readonly string _root;

    public InvoiceArchive(IConfiguration configuration)
    {
        var configured = configuration["Billing:ArchiveRoot"] ?? "/srv/billing/archive";
        _root = Path.GetFullPath(configured).TrimEnd(Path.DirectorySeparatorChar) + Path.DirectorySeparatorChar;
    }

    public string? Resolve(string relative)
    {
        var candidate = Path.GetFullPath(Path.Combine(_root, relative));
        return candidate.StartsWith(_root, StringComparison.Ordinal) ? candidate : null;
    }
}

public static class InvoiceArchiveEndpoints
{
    public static void MapInvoiceArchive(this WebApplication app)
    {
        app.MapGet("/archive/invoices/{**relative}", (string relative, InvoiceArchive archive) =>
        {
            var path = archive.Resolve(relative);
            if (path is null || !File.Exists(path))
            {
                return Results.NotFound();
            }
            return Results.File(File.OpenRead(path), "application/pdf");
        });
    }
}
