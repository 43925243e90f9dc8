class Commission {
    long payout(long saleCents, int commissionPercent) {
        if (commissionPercent < 0 || commissionPercent > 100) throw new IllegalArgumentException("commissionPercent must be between 0 and 100");
        // ruleid: generic.business_logic.unbounded-percentage
        return saleCents * commissionPercent / 100;
    }

    long payoutChecked(long saleCents, int commissionPercent) {
        if (commissionPercent < 0 || commissionPercent > 100) {
            throw new IllegalArgumentException("commissionPercent must be between 0 and 100");
        }
        // ok: generic.business_logic.unbounded-percentage
        return saleCents * commissionPercent / 100;
    }
}
