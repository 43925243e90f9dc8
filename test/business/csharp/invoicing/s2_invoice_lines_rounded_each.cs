// business: violation — each line amount is rounded to two decimals before it is added, although lines must keep full precision and only the invoice total is rounded
// rule: round-half-up-at-end
// context: Invoice amounts are rounded half up to two decimals once, on the invoice total; line amounts keep full precision. Payment terms are net 30. Credit notes follow the same rule.
// expect: generic.business_logic.rounding-violation
using System;
using System.Collections.Generic;

namespace Acme.Billing.Invoices
{
    public sealed record InvoiceLine(string Description, decimal Quantity, decimal UnitPrice, decimal TaxRate);

    public sealed record InvoiceTotals(decimal Net, decimal Tax, decimal Total, DateOnly DueOn);

    public sealed class InvoiceCalculator
    {
        private const int PaymentTermDays = 30;

        public InvoiceTotals Totals(IReadOnlyList<InvoiceLine> lines, DateOnly issuedOn)
        {
            decimal net = 0m, tax = 0m;
            foreach (var line in lines)
            {
                if (line.Quantity < 0m || line.UnitPrice < 0m)
                    throw new ArgumentOutOfRangeException(nameof(lines), line.Description);
                var lineNet = Math.Round(line.Quantity * line.UnitPrice, 2, MidpointRounding.AwayFromZero); // expect-line
                net += lineNet;
                tax += lineNet * line.TaxRate;
            }
            var total = Math.Round(net + tax, 2, MidpointRounding.AwayFromZero);
            return new InvoiceTotals(net, tax, total, issuedOn.AddDays(PaymentTermDays));
        }
    }
}
