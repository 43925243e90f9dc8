// corpus: CWE-79 safe — the message containing the patient name is returned as a JSON object, not as HTML.
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Api;

public record AlertRequest(string PatientName, string Ward);

public record AlertResponse(string Message, string Ward);

[ApiController]
[Route("api/alerts")]
public class AlertsController : ControllerBase
{
    [HttpPost]
    public ActionResult<AlertResponse> Raise([FromBody] AlertRequest request)
    {
        var message = "<b>Alert</b> raised for " + request.PatientName;
        return Ok(new AlertResponse(message, request.Ward));
    }
}
