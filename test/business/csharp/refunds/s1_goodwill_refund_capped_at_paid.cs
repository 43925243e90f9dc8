// business: obeys — the goodwill refund is clamped with Math.Min to the amount still refundable on the order
// rule: refund-not-above-paid
// context: Goodwill refunds are capped at the amount paid: the total refunded on an order may never be higher than what the customer was charged.
using System;

namespace Acme.Support.Refunds
{
    public sealed class OrderPayment
    {
        public Guid OrderId { get; init; }
        public decimal AmountCharged { get; init; }
        public decimal AmountRefunded { get; set; }
    }

    public interface IRefundGateway
    {
        void Refund(Guid orderId, decimal amount);
    }

    public sealed class GoodwillRefundService
    {
        private readonly IRefundGateway _gateway;

        public GoodwillRefundService(IRefundGateway gateway) => _gateway = gateway;

        public decimal Grant(OrderPayment payment, decimal requested)
        {
            if (requested < 0m)
                throw new ArgumentOutOfRangeException(nameof(requested), "refund must not be negative");

            var remaining = Math.Max(0m, payment.AmountCharged - payment.AmountRefunded);
            var amount = Math.Min(requested, remaining);
            if (amount == 0m)
                return 0m;

            _gateway.Refund(payment.OrderId, amount);
            payment.AmountRefunded += amount;
            return amount;
        }
    }
}
