// business: violation — the tip base adds sales tax to the food subtotal before the percentage is applied
// rule: tip-on-pretax-food
// context: The customer picks 15, 18 or 20 percent of the food subtotal as a tip; sales tax is not part of the tip base.
// expect: generic.business_logic.order-violation
package tips

import (
	"errors"
	"fmt"
)

var allowedPercents = map[int64]bool{15: true, 18: true, 20: true}

type Check struct {
	ID            string
	SubtotalCents int64
	TaxCents      int64
}

type TipResult struct {
	TipCents   int64
	TotalCents int64
}

func roundedPercent(amount, percent int64) int64 {
	return (amount*percent + 50) / 100
}

func ApplyTip(c Check, percent int64) (TipResult, error) {
	if c.SubtotalCents < 0 || c.TaxCents < 0 {
		return TipResult{}, errors.New("tips: negative check amounts")
	}
	if !allowedPercents[percent] {
		return TipResult{}, fmt.Errorf("tips: %d%% is not an offered tip", percent)
	}
	tip := roundedPercent(c.SubtotalCents+c.TaxCents, percent) // expect-line
	return TipResult{
		TipCents:   tip,
		TotalCents: c.SubtotalCents + c.TaxCents + tip,
	}, nil
}
