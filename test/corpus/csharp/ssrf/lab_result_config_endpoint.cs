// corpus: CWE-918 safe — the lab system base URL comes from configuration and the request contributes only a Guid path segment.
using System;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Clinic.Integration;

[ApiController]
[Route("api/lab-orders")]
public class LabOrdersProxyController : ControllerBase
{
    private readonly HttpClient _client;
    private readonly string _labBase;

    public LabOrdersProxyController(HttpClient client, IConfiguration config)
    {
        _client = client;
        _labBase = config["LabSystem:BaseUrl"] ?? "https://lab.internal.example";
    }

    [HttpGet("{orderId:guid}")]
    public async Task<IActionResult> Get(Guid orderId)
    {
        var response = await _client.GetAsync($"{_labBase}/orders/{orderId:D}");
        if (!response.IsSuccessStatusCode)
            return StatusCode((int)response.StatusCode);
        return Content(await response.Content.ReadAsStringAsync(), "application/json");
    }
}
