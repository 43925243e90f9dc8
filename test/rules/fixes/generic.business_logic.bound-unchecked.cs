// context: Quantity must be at least 1 and at most 99.
using System;

public class Cart
{
    public long LineTotal(long unitPriceCents, int quantity)
    {
        if (quantity < 1 || quantity > 99) throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be between 1 and 99");
        // ruleid: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }

    public long LineTotalChecked(long unitPriceCents, int quantity)
    {
        if (quantity < 1 || quantity > 99)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be between 1 and 99");
        }
        // ok: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }

    private long Subtotal(long unitPriceCents, int quantity)
    {
        // ok: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }
}
