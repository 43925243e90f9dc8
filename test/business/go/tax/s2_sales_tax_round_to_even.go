// business: violation — the receipt's tax is rounded once, as the rule asks, but with math.RoundToEven, so a half cent goes down whenever the cent below is even
// rule: round-half-up-at-end
// context: Sales tax is 8.875% of the taxable amount. Compute it at full precision and round it once, half up to the nearest cent, on the receipt total. Prepared food is taxed; grocery items are not.
// expect: generic.business_logic.rounding-violation
package tax

import "math"

const salesTaxRate = 0.08875

type Item struct {
	Name       string
	PriceCents int64
	Quantity   int64
	Grocery    bool
}

type Receipt struct {
	SubtotalCents int64
	TaxCents      int64
	TotalCents    int64
}

func taxableCents(items []Item) (subtotal, taxable int64) {
	for _, it := range items {
		line := it.PriceCents * it.Quantity
		subtotal += line
		if !it.Grocery {
			taxable += line
		}
	}
	return subtotal, taxable
}

func Ring(items []Item) Receipt {
	subtotal, taxable := taxableCents(items)
	exact := float64(taxable) * salesTaxRate
	taxCents := int64(math.RoundToEven(exact)) // expect-line
	return Receipt{SubtotalCents: subtotal, TaxCents: taxCents, TotalCents: subtotal + taxCents}
}
