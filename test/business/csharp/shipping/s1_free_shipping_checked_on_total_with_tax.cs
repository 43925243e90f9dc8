// business: violation — the free-shipping check uses the order total including tax rather than the discounted merchandise subtotal
// rule: free-shipping-threshold
// context: Free shipping applies once the subtotal after discounts reaches fifty dollars. Tax does not count toward the threshold.
// expect: generic.business_logic.order-violation
using System;

namespace Acme.Store.Shipping
{
    public sealed class OrderDraft
    {
        public decimal Merchandise { get; init; }
        public decimal Discount { get; init; }
        public decimal TaxRate { get; init; }

        public decimal DiscountedSubtotal => Merchandise - Discount;
        public decimal Tax => Math.Round(DiscountedSubtotal * TaxRate, 2, MidpointRounding.AwayFromZero);
        public decimal TotalWithTax => DiscountedSubtotal + Tax;
    }

    public sealed class ShippingCalculator
    {
        private const decimal FreeShippingThreshold = 50.00m;
        private const decimal FlatRate = 7.50m;

        public decimal ShippingFor(OrderDraft order)
        {
            if (order.Merchandise < 0m || order.Discount < 0m || order.TaxRate < 0m)
                throw new ArgumentOutOfRangeException(nameof(order), "amounts must not be negative");
            if (order.Discount > order.Merchandise)
                throw new ArgumentException("discount exceeds merchandise", nameof(order));

            return order.TotalWithTax >= FreeShippingThreshold ? 0m : FlatRate; // expect-line
        }

        public decimal GrandTotal(OrderDraft order) => order.TotalWithTax + ShippingFor(order);
    }
}
