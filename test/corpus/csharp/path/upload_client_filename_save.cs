// corpus: CWE-22 vulnerable — the upload is saved under the client-supplied IFormFile.FileName, so a name like "../../wwwroot/x.aspx" writes outside the folder.
using System.IO;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;

namespace School.Homework
{
    public class SubmissionStore
    {
        private readonly string _dir;

        public SubmissionStore(string dir)
        {
            _dir = dir;
        }

        public async Task<string> SaveAsync(int assignmentId, IFormFile file)
        {
            var folder = Path.Combine(_dir, assignmentId.ToString());
            Directory.CreateDirectory(folder);
            var target = Path.Combine(folder, file.FileName);
            using (var output = new FileStream(target, FileMode.Create))
            {
                await file.CopyToAsync(output);
            }
            return target;
        }
    }

    [Route("homework")]
    public class SubmissionsController : Controller
    {
        private readonly SubmissionStore _store;

        public SubmissionsController(SubmissionStore store)
        {
            _store = store;
        }

        [HttpPost("{assignmentId:int}/submit")]
        public async Task<IActionResult> Submit(int assignmentId, IFormFile upload)
        {
            if (upload == null || upload.Length == 0)
                return BadRequest();
            await _store.SaveAsync(assignmentId, upload);
            return RedirectToAction("Done");
        }
    }
}
