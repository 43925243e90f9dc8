// business: obeys — the requested tip percent is clamped to 0..25 before the tip is computed; the party size and timeout are unrelated numbers
// rule: tip-max-percent
// context: Guests can tip up to 25%, calculated on the food subtotal before tax. Tablets support tables of up to 40 guests.
package tips

import (
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

const (
	MaxTipPercent   = 25
	MaxPartySize    = 40
	TerminalTimeout = 90 * time.Second
)

var ErrNegativeFood = errors.New("tips: negative food subtotal")

type Table struct {
	Guests    int
	FoodCents int64
	TaxCents  int64
}

func clampPercent(p int64) int64 {
	if p < 0 {
		return 0
	}
	if p > MaxTipPercent {
		return MaxTipPercent
	}
	return p
}

func TipCents(t Table, requestedPercent int64) (int64, error) {
	if t.FoodCents < 0 {
		return 0, ErrNegativeFood
	}
	p := clampPercent(requestedPercent)
	tip := decimal.NewFromInt(t.FoodCents).Mul(decimal.NewFromInt(p)).Div(decimal.NewFromInt(100)).Round(0)
	return tip.IntPart(), nil
}

func ValidParty(t Table) bool {
	return t.Guests > 0 && t.Guests <= MaxPartySize
}
