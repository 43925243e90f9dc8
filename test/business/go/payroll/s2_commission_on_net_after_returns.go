// business: obeys — net sales (gross minus returns and discounts, floored at zero) is computed first and the rate is applied to it
// rule: commission-on-net-sales
// context: Commission for sales reps is 6 percent of net sales, meaning gross sales after returns and discounts are taken out. Probationary reps get half the usual rate. Commission is paid on the 15th of the next month.
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

func netSales(s MonthlySales) decimal.Decimal {
	return decimal.Max(decimal.Zero, s.Gross.Sub(s.Returns).Sub(s.Discounts))
}

func Statement(s MonthlySales) (CommissionStatement, error) {
	if s.Gross.IsNegative() || s.Returns.IsNegative() || s.Discounts.IsNegative() {
		return CommissionStatement{}, ErrNegativeSales
	}
	net := netSales(s)
	commission := net.Mul(rateFor(s)).Round(2)
	payOn := time.Date(s.Month.Year(), s.Month.Month()+1, 15, 0, 0, 0, 0, time.UTC)
	return CommissionStatement{RepID: s.RepID, NetSales: net, Commission: commission, PayOn: payOn}, nil
}
