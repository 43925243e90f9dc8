// corpus: CWE-502 safe — DataContractSerializer is created for the fixed ShiftTemplate type and only accepts its declared members and known types.
using System.IO;
using System.Runtime.Serialization;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Planner;

[DataContract(Namespace = "urn:payroll:shifts")]
public class ShiftTemplate
{
    [DataMember] public string Team { get; set; } = "";
    [DataMember] public int Weeks { get; set; }
    [DataMember] public string[] Roles { get; set; } = System.Array.Empty<string>();
}

[ApiController]
[Route("api/shift-templates")]
public class ShiftTemplatesController : ControllerBase
{
    private static readonly DataContractSerializer Serializer = new(typeof(ShiftTemplate));

    [HttpPost]
    public IActionResult Upload(IFormFile file)
    {
        using var stream = file.OpenReadStream();
        try
        {
            var template = (ShiftTemplate?)Serializer.ReadObject(stream);
            return template is null ? BadRequest() : Ok(new { template.Team, template.Weeks });
        }
        catch (SerializationException)
        {
            return BadRequest("not a shift template");
        }
    }
}
