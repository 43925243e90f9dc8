// corpus: CWE-117 vulnerable — the delivery note from the request body is appended to the log line by the repository, so embedded newlines start fake entries.
using System.Collections.Concurrent;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Shop.Api.Orders
{
    public class DeliveryNote
    {
        public int OrderId { get; set; }
        public string Text { get; set; } = "";
    }

    public class DeliveryNoteRepository
    {
        private readonly ConcurrentDictionary<int, string> _notes = new();
        private readonly ILogger<DeliveryNoteRepository> _logger;

        public DeliveryNoteRepository(ILogger<DeliveryNoteRepository> logger)
        {
            _logger = logger;
        }

        public void Save(DeliveryNote note)
        {
            _notes[note.OrderId] = note.Text;
            _logger.LogDebug("Saved note for order " + note.OrderId + ": " + note.Text);
        }
    }

    [ApiController]
    [Route("api/orders/notes")]
    public class DeliveryNotesController : ControllerBase
    {
        private readonly DeliveryNoteRepository _repository;

        public DeliveryNotesController(DeliveryNoteRepository repository)
        {
            _repository = repository;
        }

        [HttpPost]
        public IActionResult Post([FromBody] DeliveryNote note)
        {
            _repository.Save(note);
            return NoContent();
        }
    }
}
