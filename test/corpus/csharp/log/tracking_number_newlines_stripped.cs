// corpus: CWE-117 safe — CR and LF are removed from the tracking number before it is concatenated into the log message.
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Logistics.Api
{
    internal static class LogText
    {
        public static string OneLine(string? value) =>
            (value ?? string.Empty).Replace("\r", "").Replace("\n", "");
    }

    [ApiController]
    [Route("api/tracking")]
    public class TrackingController : ControllerBase
    {
        private readonly ILogger<TrackingController> _log;

        public TrackingController(ILogger<TrackingController> log)
        {
            _log = log;
        }

        [HttpGet("{number}")]
        public IActionResult Track(string number)
        {
            _log.LogInformation("Tracking lookup for " + LogText.OneLine(number));
            return Ok(new { number, status = "IN_TRANSIT" });
        }
    }
}
