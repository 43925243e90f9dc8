// business: obeys — preset tips come from an allow-list within 25% and custom tips above 25% are refused
// rule: tip-max-percent
// context: Tips can be anything from 0% up to and including 25% of the pre-tax food total. The terminal shows 15, 18 and 20 as presets.
using System;
using System.Collections.Generic;

namespace Acme.Pos.Tips
{
    public sealed record TipSelection(int? PresetPercent, decimal? CustomPercent);

    public sealed class TipCalculator
    {
        private const decimal MaxTipPercent = 25m;
        private static readonly HashSet<int> Presets = new() { 15, 18, 20 };

        public decimal ResolvePercent(TipSelection selection)
        {
            if (selection.PresetPercent is int preset)
            {
                if (!Presets.Contains(preset))
                    throw new ArgumentException($"{preset}% is not an offered preset", nameof(selection));
                return preset;
            }
            var custom = selection.CustomPercent ?? 0m;
            if (custom < 0m || custom > MaxTipPercent)
                throw new ArgumentOutOfRangeException(nameof(selection), "custom tip must be between 0 and 25 percent");
            return custom;
        }

        public decimal Tip(decimal foodSubtotal, TipSelection selection)
        {
            if (foodSubtotal < 0m)
                throw new ArgumentOutOfRangeException(nameof(foodSubtotal));
            var percent = ResolvePercent(selection);
            return Math.Round(foodSubtotal * percent / 100m, 2, MidpointRounding.AwayFromZero);
        }
    }
}
