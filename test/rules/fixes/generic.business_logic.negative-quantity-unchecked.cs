using System;

public class Cart
{
    public long LineTotal(long unitPriceCents, int qty)
    {
        if (qty < 0) throw new ArgumentOutOfRangeException(nameof(qty), "qty must not be negative");
        // ruleid: generic.business_logic.negative-quantity-unchecked
        return unitPriceCents * qty;
    }

    public long LineTotalChecked(long unitPriceCents, int qty)
    {
        if (qty < 1) throw new ArgumentOutOfRangeException(nameof(qty));
        // ok: generic.business_logic.negative-quantity-unchecked
        return unitPriceCents * qty;
    }

    public int RetryDelay(int attempt, int retryCount)
    {
        // ok: generic.business_logic.negative-quantity-unchecked
        return attempt * retryCount * 100;
    }
}
