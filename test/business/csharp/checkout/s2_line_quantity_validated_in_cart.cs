// business: obeys — CartLine's constructor rejects quantities outside 1..24 and SetQuantity goes through the same guard, so no out-of-range quantity is priced
// rule: line-quantity-range
// context: A cart line can hold at least 1 and no more than 24 units of a product. Carts expire after seven days without activity. Prices are in cents.
using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Shop.Cart
{
    public sealed class CartLine
    {
        public const int MinQuantity = 1;
        public const int MaxQuantity = 24;

        public string Sku { get; }
        public long UnitPriceCents { get; }
        public int Quantity { get; private set; }

        public CartLine(string sku, long unitPriceCents, int quantity)
        {
            Sku = sku;
            UnitPriceCents = unitPriceCents;
            Quantity = Checked(quantity);
        }

        public void SetQuantity(int quantity) => Quantity = Checked(quantity);

        public long TotalCents => UnitPriceCents * Quantity;

        private static int Checked(int quantity)
        {
            if (quantity < MinQuantity || quantity > MaxQuantity)
                throw new ArgumentOutOfRangeException(nameof(quantity), $"quantity must be {MinQuantity}-{MaxQuantity}");
            return quantity;
        }
    }

    public sealed class ShoppingCart
    {
        private static readonly TimeSpan Expiry = TimeSpan.FromDays(7);
        private readonly List<CartLine> _lines = new();

        public DateTimeOffset LastActivity { get; private set; } = DateTimeOffset.UtcNow;

        public bool Expired(DateTimeOffset now) => now - LastActivity > Expiry;

        public CartLine Add(string sku, long unitPriceCents, int quantity)
        {
            var line = new CartLine(sku, unitPriceCents, quantity);
            _lines.Add(line);
            LastActivity = DateTimeOffset.UtcNow;
            return line;
        }

        public long TotalCents => _lines.Sum(l => l.TotalCents);
    }
}
