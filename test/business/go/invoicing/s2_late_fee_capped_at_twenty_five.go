// business: obeys — the monthly late fee is accrued on the overdue balance and then limited with decimal.Min to the $25 cap; disputed invoices accrue nothing
// rule: late-fee-cap
// context: Invoices not paid within 30 days get a late fee of 1.5% of the overdue balance per month. The late fee can never exceed $25 per invoice. Disputed invoices accrue no fee.
package invoicing

import (
	"time"

	"github.com/shopspring/decimal"
)

var (
	monthlyLateRate = decimal.RequireFromString("0.015")
	maxLateFee      = decimal.RequireFromString("25.00")
)

const graceDays = 30

type OpenInvoice struct {
	Number   string
	IssuedOn time.Time
	Overdue  decimal.Decimal
	Disputed bool
}

func monthsLate(issued, today time.Time) int64 {
	due := issued.AddDate(0, 0, graceDays)
	if !today.After(due) {
		return 0
	}
	months := int64(today.Year()-due.Year())*12 + int64(today.Month()-due.Month())
	if today.Day() >= due.Day() {
		months++
	}
	return months
}

func LateFee(inv OpenInvoice, today time.Time) decimal.Decimal {
	if inv.Disputed || !inv.Overdue.IsPositive() {
		return decimal.Zero
	}
	months := monthsLate(inv.IssuedOn, today)
	if months == 0 {
		return decimal.Zero
	}
	accrued := inv.Overdue.Mul(monthlyLateRate).Mul(decimal.NewFromInt(months))
	return decimal.Min(accrued, maxLateFee).Round(2)
}
