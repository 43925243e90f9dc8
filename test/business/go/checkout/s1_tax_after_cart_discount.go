// business: obeys — the cart discount is subtracted first and tax is computed on the discounted amount
// rule: tax-on-discounted-price
// context: Discounts come off first; sales tax is then applied to the reduced price, not the original list price.
package checkout

import (
	"errors"

	"github.com/shopspring/decimal"
)

var ErrNegative = errors.New("checkout: negative amount")

type Line struct {
	SKU       string
	Quantity  int64
	UnitPrice decimal.Decimal
}

type Quote struct {
	Subtotal decimal.Decimal
	Discount decimal.Decimal
	Tax      decimal.Decimal
	Total    decimal.Decimal
}

type Calculator struct {
	TaxRate decimal.Decimal
}

func (c Calculator) Quote(lines []Line, discount decimal.Decimal) (Quote, error) {
	if discount.IsNegative() {
		return Quote{}, ErrNegative
	}
	subtotal := decimal.Zero
	for _, l := range lines {
		if l.Quantity < 0 || l.UnitPrice.IsNegative() {
			return Quote{}, ErrNegative
		}
		subtotal = subtotal.Add(l.UnitPrice.Mul(decimal.NewFromInt(l.Quantity)))
	}
	discount = decimal.Min(discount, subtotal)
	taxable := subtotal.Sub(discount)
	tax := taxable.Mul(c.TaxRate).Round(2)
	return Quote{
		Subtotal: subtotal,
		Discount: discount,
		Tax:      tax,
		Total:    taxable.Add(tax),
	}, nil
}
