// corpus: CWE-502 vulnerable — the posted workflow JSON is deserialised with Json.NET TypeNameHandling.All, so a "$type" property picks any .NET type.
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Newtonsoft.Json;

namespace Cms.Workflows;

public class WorkflowDefinition
{
    public string Name { get; set; } = "";
    public object[] Steps { get; set; } = System.Array.Empty<object>();
}

public class WorkflowImporter
{
    private static readonly JsonSerializerSettings Settings = new()
    {
        TypeNameHandling = TypeNameHandling.All
    };

    public WorkflowDefinition? Import(string json) =>
        JsonConvert.DeserializeObject<WorkflowDefinition>(json, Settings);
}

[ApiController]
[Route("api/workflows")]
public class WorkflowsController : ControllerBase
{
    private readonly WorkflowImporter _importer;

    public WorkflowsController(WorkflowImporter importer) => _importer = importer;

    [HttpPost("import")]
    public async Task<IActionResult> Import()
    {
        using var reader = new StreamReader(Request.Body);
        var definition = _importer.Import(await reader.ReadToEndAsync());
        return definition is null ? BadRequest() : Ok(new { definition.Name, steps = definition.Steps.Length });
    }
}
