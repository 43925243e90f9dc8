// business: violation — VAT is computed on the undiscounted line amount and the loyalty discount is subtracted afterwards, so VAT is charged on money the customer never pays
// rule: tax-on-discounted-price
// context: VAT of 20% is charged on the price the customer actually pays, after the loyalty discount. Loyalty members get 5% off everything except gift cards. Receipts show VAT on a separate line.
// expect: generic.business_logic.order-violation
using System;
using System.Collections.Generic;

namespace Acme.Retail.Tax
{
    public sealed record ReceiptLine(string Sku, bool IsGiftCard, int Quantity, decimal UnitPrice);

    public sealed record ReceiptTotals(decimal Net, decimal LoyaltyDiscount, decimal Vat, decimal Total);

    public sealed class ReceiptCalculator
    {
        private const decimal VatRate = 0.20m;
        private const decimal LoyaltyRate = 0.05m;

        public ReceiptTotals Compute(IEnumerable<ReceiptLine> lines, bool loyaltyMember)
        {
            decimal net = 0m, discount = 0m, vat = 0m;
            foreach (var line in lines)
            {
                if (line.Quantity < 1 || line.UnitPrice < 0m)
                    throw new ArgumentOutOfRangeException(nameof(lines), $"invalid line {line.Sku}");
                var lineAmount = line.UnitPrice * line.Quantity;
                vat += lineAmount * VatRate; // expect-line
                if (loyaltyMember && !line.IsGiftCard)
                    discount += lineAmount * LoyaltyRate;
                net += lineAmount;
            }
            vat = Math.Round(vat, 2, MidpointRounding.AwayFromZero);
            discount = Math.Round(discount, 2, MidpointRounding.AwayFromZero);
            return new ReceiptTotals(net, discount, vat, net - discount + vat);
        }
    }
}
