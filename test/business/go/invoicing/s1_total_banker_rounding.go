// business: violation — the final total uses RoundBank (half to even) although halves must round up
// rule: round-half-up-at-end
// context: Invoices: keep full precision through the calculation, then round the total once to whole cents. Halves go up (0.005 becomes 0.01).
// expect: generic.business_logic.rounding-violation
package invoicing

import (
	"errors"

	"github.com/shopspring/decimal"
)

var ErrNegativeLine = errors.New("invoicing: negative quantity or price")

type Line struct {
	Description string
	Quantity    decimal.Decimal
	UnitPrice   decimal.Decimal
}

type Invoice struct {
	Number  string
	Lines   []Line
	TaxRate decimal.Decimal
}

type Totals struct {
	Net   decimal.Decimal
	Tax   decimal.Decimal
	Total decimal.Decimal
}

func Compute(inv Invoice) (Totals, error) {
	net := decimal.Zero
	for _, l := range inv.Lines {
		if l.Quantity.IsNegative() || l.UnitPrice.IsNegative() {
			return Totals{}, ErrNegativeLine
		}
		net = net.Add(l.Quantity.Mul(l.UnitPrice))
	}
	tax := net.Mul(inv.TaxRate)
	return Totals{
		Net:   net,
		Tax:   tax,
		Total: net.Add(tax).RoundBank(2), // expect-line
	}, nil
}
