// business: violation — AddLine rejects quantities below 1 but lets any quantity above 99 into the cart total
// rule: line-quantity-range
// context: The quantity on a single order line has to be between 1 and 99 inclusive.
// expect: generic.business_logic.bound-unchecked
using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Shop.Checkout
{
    public sealed class CartLine
    {
        public string Sku { get; init; } = "";
        public int Quantity { get; set; }
        public long UnitPriceCents { get; init; }
        public long TotalCents { get; set; }
    }

    public sealed class CartService
    {
        private readonly Dictionary<string, CartLine> _lines = new();
        private readonly Func<string, long> _priceLookup;

        public CartService(Func<string, long> priceLookup)
        {
            _priceLookup = priceLookup;
        }

        public CartLine AddLine(string sku, int quantity)
        {
            if (quantity < 1)
                throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be at least 1");

            var price = _priceLookup(sku);
            if (price < 0)
                throw new InvalidOperationException($"negative price for {sku}");

            var line = new CartLine { Sku = sku, Quantity = quantity, UnitPriceCents = price };
            line.TotalCents = line.UnitPriceCents * quantity; // expect-line
            _lines[sku] = line;
            return line;
        }

        public long SubtotalCents() => _lines.Values.Sum(l => l.TotalCents);
    }
}
