// business: obeys — deductions are applied only up to the gross pay; the part that does not fit becomes arrears, so net never goes below zero
// rule: net-pay-non-negative
// context: Net pay after deductions can't be less than zero. Unrecovered deductions carry forward as arrears.
package payroll

import "errors"

var ErrNegative = errors.New("payroll: negative amount")

type Deduction struct {
	Code  string
	Cents int64
}

type Payslip struct {
	GrossCents   int64
	AppliedCents int64
	ArrearsCents int64
	NetCents     int64
}

func Compute(grossCents int64, deductions []Deduction, priorArrears int64) (Payslip, error) {
	if grossCents < 0 || priorArrears < 0 {
		return Payslip{}, ErrNegative
	}
	due := priorArrears
	for _, d := range deductions {
		if d.Cents < 0 {
			return Payslip{}, ErrNegative
		}
		due += d.Cents
	}
	applied := due
	if applied > grossCents {
		applied = grossCents
	}
	return Payslip{
		GrossCents:   grossCents,
		AppliedCents: applied,
		ArrearsCents: due - applied,
		NetCents:     grossCents - applied,
	}, nil
}
