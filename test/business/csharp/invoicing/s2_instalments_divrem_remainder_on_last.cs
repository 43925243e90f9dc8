// business: obeys — Math.DivRem splits the total into equal shares and the remainder cents are added to the last instalment, so the plan sums to the total
// rule: instalments-sum-to-total
// context: (none)
using System;
using System.Collections.Generic;

namespace Acme.Billing.Instalments
{
    public sealed record Instalment(int Number, DateOnly DueOn, long AmountCents);

    public sealed class InstalmentPlan
    {
        private static readonly int[] AllowedCounts = { 2, 4, 6, 12 };

        public IReadOnlyList<Instalment> Build(long totalCents, int count, DateOnly firstDue)
        {
            if (totalCents <= 0)
                throw new ArgumentOutOfRangeException(nameof(totalCents), "total must be positive");
            if (Array.IndexOf(AllowedCounts, count) < 0)
                throw new ArgumentOutOfRangeException(nameof(count), "unsupported number of instalments");

            var share = Math.DivRem(totalCents, count, out var remainder);
            var plan = new List<Instalment>(count);
            for (var i = 0; i < count; i++)
            {
                var amount = i == count - 1 ? share + remainder : share;
                plan.Add(new Instalment(i + 1, firstDue.AddMonths(i), amount));
            }
            return plan;
        }
    }
}
