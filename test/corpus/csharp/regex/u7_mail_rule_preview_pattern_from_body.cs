// corpus: CWE-1333 vulnerable — the subject pattern posted to the rule preview endpoint is compiled by the matcher with no timeout and run against every stored subject, so a pattern like (a|aa)+$ ties up the request thread.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Mailroom.Rules
{
    public class RulePreviewRequest
    {
        public string SubjectPattern { get; set; } = "";
        public string Folder { get; set; } = "Inbox";
        public bool IgnoreCase { get; set; } = true;
    }

    public interface IMessageArchive
    {
        Task<IReadOnlyList<(Guid Id, string Subject)>> RecentSubjectsAsync(string mailbox, int take);
    }

    public class SubjectMatcher
    {
        public IReadOnlyList<Guid> Matching(IEnumerable<(Guid Id, string Subject)> messages, string pattern, bool ignoreCase)
        {
            var options = ignoreCase ? RegexOptions.IgnoreCase : RegexOptions.None;
            var regex = new Regex(pattern, options);
            return messages.Where(m => regex.IsMatch(m.Subject)).Select(m => m.Id).ToList();
        }
    }

    [ApiController]
    [Authorize]
    [Route("api/mail-rules")]
    public class MailRulePreviewController : ControllerBase
    {
        private readonly IMessageArchive _archive;
        private readonly SubjectMatcher _matcher;

        public MailRulePreviewController(IMessageArchive archive, SubjectMatcher matcher)
        {
            _archive = archive;
            _matcher = matcher;
        }

        [HttpPost("preview")]
        public async Task<IActionResult> Preview([FromBody] RulePreviewRequest rule)
        {
            if (string.IsNullOrWhiteSpace(rule.SubjectPattern))
                return BadRequest(new { error = "pattern required" });

            var messages = await _archive.RecentSubjectsAsync(User.Identity!.Name!, 5000);
            var ids = _matcher.Matching(messages, rule.SubjectPattern, rule.IgnoreCase);
            return Ok(new { folder = rule.Folder, matches = ids.Count, sample = ids.Take(20) });
        }
    }
}
