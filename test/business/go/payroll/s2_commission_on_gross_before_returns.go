// business: violation — the commission is multiplied out of gross sales; returns and discounts are subtracted only for the report's net figure
// rule: commission-on-net-sales
// context: Sales reps earn 6% commission, calculated on net sales — gross sales less returns and discounts given. Commission is paid on the 15th of the following month. Reps on probation earn half the rate.
// expect: generic.business_logic.order-violation
package payroll

import (
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

var (
	commissionRate = decimal.RequireFromString("0.06")
	half           = decimal.RequireFromString("0.5")
)

var ErrNegativeSales = errors.New("payroll: sales figures must not be negative")

type MonthlySales struct {
	RepID     string
	Month     time.Time
	Gross     decimal.Decimal
	Returns   decimal.Decimal
	Discounts decimal.Decimal
	Probation bool
}

type CommissionStatement struct {
	RepID      string
	NetSales   decimal.Decimal
	Commission decimal.Decimal
	PayOn      time.Time
}

func rateFor(s MonthlySales) decimal.Decimal {
	if s.Probation {
		return commissionRate.Mul(half)
	}
	return commissionRate
}

func Statement(s MonthlySales) (CommissionStatement, error) {
	if s.Gross.IsNegative() || s.Returns.IsNegative() || s.Discounts.IsNegative() {
		return CommissionStatement{}, ErrNegativeSales
	}
	commission := s.Gross.Mul(rateFor(s)).Round(2) // expect-line
	net := s.Gross.Sub(s.Returns).Sub(s.Discounts)
	payOn := time.Date(s.Month.Year(), s.Month.Month()+1, 15, 0, 0, 0, 0, time.UTC)
	return CommissionStatement{RepID: s.RepID, NetSales: net, Commission: commission, PayOn: payOn}, nil
}
