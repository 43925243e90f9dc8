// corpus: CWE-79 safe — Content(string) without a content type is served as text/plain, so the echoed notice text is not parsed as HTML.
using Microsoft.AspNetCore.Mvc;

namespace Cms.Api.Controllers
{
    [ApiController]
    [Route("api/notices")]
    public class NoticePreviewController : ControllerBase
    {
        [HttpGet("preview")]
        public IActionResult Preview([FromQuery] string title, [FromQuery] string body)
        {
            var text = Format(title, body);
            return Content(text);
        }

        private static string Format(string title, string body) =>
            $"{title.ToUpperInvariant()}\n{new string('=', title.Length)}\n\n{body}";
    }
}
