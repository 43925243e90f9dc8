// corpus: CWE-601 safe — the relay URL must be absolute HTTPS and its host must be one of the configured partner portals before Redirect is called.
using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Payroll.Sso;

public class SsoOptions
{
    public List<string> AllowedHosts { get; set; } = new();
}

public class RelayStateValidator
{
    private readonly HashSet<string> _hosts;

    public RelayStateValidator(IOptions<SsoOptions> options) =>
        _hosts = new HashSet<string>(options.Value.AllowedHosts, StringComparer.OrdinalIgnoreCase);

    public bool IsAllowed(string? relay) =>
        Uri.TryCreate(relay, UriKind.Absolute, out var uri)
        && uri.Scheme == Uri.UriSchemeHttps
        && _hosts.Contains(uri.Host);
}

[Route("sso")]
public class SsoController : Controller
{
    private readonly RelayStateValidator _validator;

    public SsoController(RelayStateValidator validator) => _validator = validator;

    [HttpPost("acs")]
    public IActionResult AssertionConsumer([FromForm] string relayState)
    {
        // assertion validation elided: handled by middleware before this action runs
        return _validator.IsAllowed(relayState) ? Redirect(relayState) : RedirectToAction("Home", "Portal");
    }
}
