using System;

public class Commission
{
    public long Payout(long saleCents, int commissionPercent)
    {
        if (commissionPercent < 0 || commissionPercent > 100) throw new ArgumentOutOfRangeException(nameof(commissionPercent), "commissionPercent must be between 0 and 100");
        // ruleid: generic.business_logic.unbounded-percentage
        return saleCents * commissionPercent / 100;
    }

    public long PayoutChecked(long saleCents, int commissionPercent)
    {
        if (commissionPercent < 0 || commissionPercent > 100)
        {
            throw new ArgumentOutOfRangeException(nameof(commissionPercent));
        }
        // ok: generic.business_logic.unbounded-percentage
        return saleCents * commissionPercent / 100;
    }
}
