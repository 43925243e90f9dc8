// corpus: CWE-502 safe — Json.NET is configured with TypeNameHandling.None, so "$type" metadata in the body is ignored and only the declared DTO is built.
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Newtonsoft.Json;

namespace Cms.Workflows.V2;

public class StepDefinition
{
    public string Kind { get; set; } = "";
    public Dictionary<string, string> Options { get; set; } = new();
}

public class FlowDefinition
{
    public string Name { get; set; } = "";
    public List<StepDefinition> Steps { get; set; } = new();
}

[ApiController]
[Route("api/v2/workflows")]
public class FlowsController : ControllerBase
{
    private static readonly JsonSerializerSettings Settings = new()
    {
        TypeNameHandling = TypeNameHandling.None,
        MissingMemberHandling = MissingMemberHandling.Error
    };

    [HttpPost("import")]
    public async Task<IActionResult> Import()
    {
        using var reader = new StreamReader(Request.Body);
        var flow = JsonConvert.DeserializeObject<FlowDefinition>(await reader.ReadToEndAsync(), Settings);
        return flow is null ? BadRequest() : Ok(new { flow.Name, steps = flow.Steps.Count });
    }
}
