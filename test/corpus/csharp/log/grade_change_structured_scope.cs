// corpus: CWE-117 safe — the student id is an int and the comment is logged as a structured {Comment} argument, not concatenated text.
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace School.Api.Grades;

public record GradeChange(int StudentId, string Subject, int NewMark, string Comment);

[ApiController]
[Route("api/grades")]
public class GradeChangeController : ControllerBase
{
    private readonly ILogger<GradeChangeController> _logger;

    public GradeChangeController(ILogger<GradeChangeController> logger) => _logger = logger;

    [HttpPost("change")]
    public IActionResult Change([FromBody] GradeChange change)
    {
        using (_logger.BeginScope("Student " + change.StudentId))
        {
            _logger.LogInformation("Mark changed in {Subject} to {Mark} with comment {Comment}",
                change.Subject, change.NewMark, change.Comment);
        }
        return Accepted();
    }
}
