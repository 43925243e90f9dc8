// business: violation — the controller rejects payments under $1 and long references, but a payment above the $25,000 maximum goes straight to the payment queue
// rule: transfer-max-amount
// context: Business customers can send domestic payments of at least $1 and no more than $25,000 per payment. Payments submitted after 6 pm are processed the next business day. Each payment needs a reference of up to 140 characters.
// expect: generic.business_logic.bound-unchecked
using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Business.Payments
{
    public sealed record DomesticPaymentRequest(string FromAccount, string ToRoutingNumber, string ToAccount, decimal Amount, string Reference);

    public interface IPaymentQueue
    {
        Task<Guid> SubmitAsync(DomesticPaymentRequest request, DateOnly processOn, CancellationToken ct);
    }

    [ApiController]
    [Route("api/payments")]
    public sealed class DomesticPaymentsController : ControllerBase
    {
        private const decimal MinimumAmount = 1m;
        private const int MaxReferenceLength = 140;
        private static readonly TimeSpan Cutoff = new(18, 0, 0);

        private readonly IPaymentQueue _queue;
        private readonly TimeProvider _clock;

        public DomesticPaymentsController(IPaymentQueue queue, TimeProvider clock)
        {
            _queue = queue;
            _clock = clock;
        }

        [HttpPost]
        public async Task<IActionResult> Send([FromBody] DomesticPaymentRequest request, CancellationToken ct)
        {
            if (request.Amount < MinimumAmount)
                return BadRequest("the minimum payment is $1.00");
            if (string.IsNullOrWhiteSpace(request.Reference) || request.Reference.Length > MaxReferenceLength)
                return BadRequest("a reference of up to 140 characters is required");

            var now = _clock.GetLocalNow();
            var processOn = DateOnly.FromDateTime(now.TimeOfDay >= Cutoff ? now.Date.AddDays(1) : now.Date);
            var id = await _queue.SubmitAsync(request, processOn, ct); // expect-line
            return Accepted(new { id, processOn });
        }
    }
}
