// business: obeys — the payout is clamped with Math.Max(0, ...) and the uncovered fees are kept as a balance owed
// rule: net-pay-non-negative
// context: Contractors are paid weekly: earnings minus platform fees and equipment rental. The payout must never be negative; what cannot be covered is kept as a balance owed.
using System;

namespace Acme.Payroll.Contractors
{
    public sealed record WeeklyStatement(string ContractorId, decimal Earnings, decimal PlatformFees, decimal EquipmentRental);

    public sealed record Payout(string ContractorId, decimal Amount, decimal BalanceOwed);

    public sealed class ContractorPayouts
    {
        private const int PayoutWeekday = (int)DayOfWeek.Friday;

        public Payout Compute(WeeklyStatement s, decimal previousBalanceOwed)
        {
            if (s.Earnings < 0m || s.PlatformFees < 0m || s.EquipmentRental < 0m || previousBalanceOwed < 0m)
                throw new ArgumentOutOfRangeException(nameof(s), "statement amounts must not be negative");

            var charges = s.PlatformFees + s.EquipmentRental + previousBalanceOwed;
            var amount = Math.Max(0m, s.Earnings - charges);
            var owed = Math.Max(0m, charges - s.Earnings);
            return new Payout(s.ContractorId, amount, owed);
        }

        public DateTime NextPayoutDate(DateTime from)
        {
            var days = (PayoutWeekday - (int)from.DayOfWeek + 7) % 7;
            return from.Date.AddDays(days == 0 ? 7 : days);
        }
    }
}
