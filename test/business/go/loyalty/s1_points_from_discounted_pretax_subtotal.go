// business: obeys — the earning base is the subtotal minus discounts; tax is kept out of it
// rule: points-on-pretax-amount
// context: Loyalty points: 1 point per dollar of the purchase amount excluding tax, after any discounts are applied.
package loyalty

import (
	"errors"

	"github.com/shopspring/decimal"
)

var ErrNegativeAmount = errors.New("loyalty: negative amount")

type Purchase struct {
	MemberID string
	Subtotal decimal.Decimal
	Discount decimal.Decimal
	Tax      decimal.Decimal
}

type Ledger interface {
	Credit(memberID string, points int64) error
}

type Earner struct {
	ledger          Ledger
	pointsPerDollar decimal.Decimal
}

func NewEarner(l Ledger) *Earner {
	return &Earner{ledger: l, pointsPerDollar: decimal.NewFromInt(1)}
}

func (e *Earner) earningBase(p Purchase) (decimal.Decimal, error) {
	if p.Subtotal.IsNegative() || p.Discount.IsNegative() || p.Tax.IsNegative() {
		return decimal.Zero, ErrNegativeAmount
	}
	base := p.Subtotal.Sub(p.Discount)
	if base.IsNegative() {
		return decimal.Zero, nil
	}
	return base, nil
}

func (e *Earner) Award(p Purchase) (int64, error) {
	base, err := e.earningBase(p)
	if err != nil {
		return 0, err
	}
	points := base.Mul(e.pointsPerDollar).Floor().IntPart()
	if points == 0 {
		return 0, nil
	}
	return points, e.ledger.Credit(p.MemberID, points)
}
