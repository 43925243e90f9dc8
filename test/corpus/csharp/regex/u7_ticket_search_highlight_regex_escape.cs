// corpus: CWE-1333 safe — the search term from the query string is passed through Regex.Escape before building the highlight pattern, and the regex runs with a match timeout.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Helpdesk.Search
{
    public record TicketHit(int Id, string Subject, string Snippet);

    public interface ITicketIndex
    {
        Task<IReadOnlyList<(int Id, string Subject, string Body)>> CandidatesAsync(string term, int take);
    }

    public class SnippetHighlighter
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromMilliseconds(250);

        public string Highlight(string text, string term, int radius = 60)
        {
            var pattern = new Regex(Regex.Escape(term), RegexOptions.IgnoreCase | RegexOptions.CultureInvariant, Timeout);
            try
            {
                var match = pattern.Match(text);
                if (!match.Success)
                    return text.Length > radius * 2 ? text.Substring(0, radius * 2) + "…" : text;

                var start = Math.Max(0, match.Index - radius);
                var length = Math.Min(text.Length - start, match.Length + radius * 2);
                return pattern.Replace(text.Substring(start, length), m => "**" + m.Value + "**");
            }
            catch (RegexMatchTimeoutException)
            {
                return text.Substring(0, Math.Min(text.Length, radius * 2));
            }
        }
    }

    [ApiController]
    [Route("api/tickets/search")]
    public class TicketSearchController : ControllerBase
    {
        private readonly ITicketIndex _index;
        private readonly SnippetHighlighter _highlighter;

        public TicketSearchController(ITicketIndex index, SnippetHighlighter highlighter)
        {
            _index = index;
            _highlighter = highlighter;
        }

        [HttpGet]
        public async Task<IActionResult> Get([FromQuery] string q)
        {
            if (string.IsNullOrWhiteSpace(q) || q.Length > 200)
                return BadRequest();

            var candidates = await _index.CandidatesAsync(q, 25);
            var hits = candidates
                .Select(c => new TicketHit(c.Id, c.Subject, _highlighter.Highlight(c.Body, q)))
                .ToList();
            return Ok(hits);
        }
    }
}
