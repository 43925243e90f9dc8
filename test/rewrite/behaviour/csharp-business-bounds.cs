// behaviour: guards for quantities, percentages and documented bounds change nothing for the values the rules allow
// safe-fixes: generic.business_logic.negative-quantity-unchecked, generic.business_logic.unbounded-percentage, generic.business_logic.bound-unchecked
// context: A rating is between 1 and 5.
using System;

public class Pricing
{
    public long LineTotal(long unitPriceCents, int quantity)
    {
        return unitPriceCents * quantity;
    }

    public long Discounted(long priceCents, int discountPercent)
    {
        return priceCents * (100 - discountPercent) / 100;
    }

    public int Stars(int rating)
    {
        return rating * 20;
    }
}

public static class Program
{
    public static void Main(string[] args)
    {
        var pricing = new Pricing();
        Console.WriteLine(pricing.LineTotal(499, 3));
        Console.WriteLine(pricing.LineTotal(250, 0));
        Console.WriteLine(pricing.Discounted(1000, 15));
        Console.WriteLine(pricing.Discounted(1000, 100));
        for (var rating = 1; rating <= 5; rating++) Console.WriteLine(pricing.Stars(rating));
    }
}
