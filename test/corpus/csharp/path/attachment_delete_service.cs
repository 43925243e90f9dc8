// corpus: CWE-22 vulnerable — the posted attachment path is handed to a cleanup service that deletes it under the upload root without any check.
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Clinic.Records
{
    public class AttachmentCleanup
    {
        private readonly string _root = "/var/clinic/attachments";
        private readonly ILogger<AttachmentCleanup> _log;

        public AttachmentCleanup(ILogger<AttachmentCleanup> log)
        {
            _log = log;
        }

        public bool Remove(string relativePath)
        {
            var target = Path.Combine(_root, relativePath);
            if (!File.Exists(target))
                return false;
            File.Delete(target);
            _log.LogInformation("Attachment removed");
            return true;
        }
    }

    public class DeleteAttachmentForm
    {
        public int PatientId { get; set; }
        public string Path { get; set; } = "";
    }

    [ApiController]
    [Route("api/attachments")]
    public class AttachmentsController : ControllerBase
    {
        private readonly AttachmentCleanup _cleanup;

        public AttachmentsController(AttachmentCleanup cleanup)
        {
            _cleanup = cleanup;
        }

        [HttpPost("delete")]
        public Task<IActionResult> Delete([FromForm] DeleteAttachmentForm form)
        {
            IActionResult result = _cleanup.Remove(form.Path) ? NoContent() : NotFound();
            return Task.FromResult(result);
        }
    }
}
