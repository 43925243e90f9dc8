// business: obeys — PaymentLimits (bound from configuration, defaulting to $1 and $25,000) is checked on both ends before the payment is queued
// rule: transfer-max-amount
// context: Each domestic payment must be between $1 and $25,000. Payments after the 6 pm cut-off are processed the next business day. References are limited to 140 characters.
using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Acme.Business.Payments
{
    public sealed class PaymentLimits
    {
        public decimal MinimumAmount { get; init; } = 1m;
        public decimal MaximumAmount { get; init; } = 25_000m;
    }

    public sealed record DomesticPaymentRequest(string FromAccount, string ToRoutingNumber, string ToAccount, decimal Amount, string Reference);

    public interface IPaymentQueue
    {
        Task<Guid> SubmitAsync(DomesticPaymentRequest request, DateOnly processOn, CancellationToken ct);
    }

    [ApiController]
    [Route("api/payments")]
    public sealed class DomesticPaymentsController : ControllerBase
    {
        private const int MaxReferenceLength = 140;
        private static readonly TimeSpan Cutoff = new(18, 0, 0);

        private readonly IPaymentQueue _queue;
        private readonly PaymentLimits _limits;
        private readonly TimeProvider _clock;

        public DomesticPaymentsController(IPaymentQueue queue, IOptions<PaymentLimits> limits, TimeProvider clock)
        {
            _queue = queue;
            _limits = limits.Value;
            _clock = clock;
        }

        [HttpPost]
        public async Task<IActionResult> Send([FromBody] DomesticPaymentRequest request, CancellationToken ct)
        {
            if (request.Amount < _limits.MinimumAmount || request.Amount > _limits.MaximumAmount)
                return BadRequest($"payments must be between {_limits.MinimumAmount:C} and {_limits.MaximumAmount:C}");
            if (string.IsNullOrWhiteSpace(request.Reference) || request.Reference.Length > MaxReferenceLength)
                return BadRequest("a reference of up to 140 characters is required");

            var now = _clock.GetLocalNow();
            var processOn = DateOnly.FromDateTime(now.TimeOfDay >= Cutoff ? now.Date.AddDays(1) : now.Date);
            var id = await _queue.SubmitAsync(request, processOn, ct);
            return Accepted(new { id, processOn });
        }
    }
}
