// business: obeys — the tip is the chosen percent of the food subtotal; tax and the delivery fee are added after, and only the allowed percents are accepted
// rule: tip-on-pretax-food
// context: Delivery tips are a percentage of the food subtotal before tax and before the delivery fee. Customers choose 0, 10, 15 or 20 percent. Tips are passed to the courier in full.
using System;
using System.Collections.Generic;

namespace Acme.Delivery.Tips
{
    public sealed record DeliveryCheckout(decimal FoodSubtotal, decimal TaxRate, decimal DeliveryFee);

    public sealed record DeliveryTotal(decimal Food, decimal Tip, decimal Tax, decimal DeliveryFee, decimal Total);

    public static class DeliveryTipCalculator
    {
        private static readonly HashSet<int> AllowedPercents = new() { 0, 10, 15, 20 };

        public static DeliveryTotal Total(DeliveryCheckout checkout, int tipPercent)
        {
            if (!AllowedPercents.Contains(tipPercent))
                throw new ArgumentOutOfRangeException(nameof(tipPercent), "tip must be 0, 10, 15 or 20 percent");
            if (checkout.FoodSubtotal < 0m)
                throw new ArgumentOutOfRangeException(nameof(checkout), "food subtotal must not be negative");

            var food = checkout.FoodSubtotal;
            var tip = Math.Round(food * tipPercent / 100m, 2, MidpointRounding.AwayFromZero);
            var tax = Math.Round(food * checkout.TaxRate, 2, MidpointRounding.AwayFromZero);
            return new DeliveryTotal(food, tip, tax, checkout.DeliveryFee, food + tax + checkout.DeliveryFee + tip);
        }
    }
}
