// corpus: CWE-330 vulnerable — partner API keys are generated from System.Random digits, so earlier keys let an attacker predict new ones.
using System;
using System.Linq;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Partners;

public record ApiKeyIssued(string PartnerId, string Key);

[Authorize(Roles = "admin")]
[ApiController]
[Route("api/partners/{partnerId}/keys")]
public class PartnerKeysController : ControllerBase
{
    private static readonly Random Rng = new();

    [HttpPost]
    public ActionResult<ApiKeyIssued> Issue(string partnerId)
    {
        var key = "lk_" + string.Concat(Enumerable.Range(0, 40).Select(_ => Rng.Next(16).ToString("x")));
        return Ok(new ApiKeyIssued(partnerId, key));
    }
}
