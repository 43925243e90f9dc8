// business: violation — a shared invoice is divided across cost centres with integer division and the leftover cents are never booked
// rule: instalments-sum-to-total
// context: (none)
// expect: generic.business_logic.remainder-lost
package invoicing

import "errors"

var ErrNoCostCentres = errors.New("invoicing: at least one cost centre is needed")

type Allocation struct {
	CostCentre  string
	AmountCents int64
}

type SharedInvoice struct {
	Number      string
	TotalCents  int64
	CostCentres []string
}

type Journal interface {
	Book(invoice string, allocations []Allocation) error
}

func Allocate(inv SharedInvoice) ([]Allocation, error) {
	if len(inv.CostCentres) == 0 {
		return nil, ErrNoCostCentres
	}
	if inv.TotalCents < 0 {
		return nil, errors.New("invoicing: negative invoice total")
	}
	each := inv.TotalCents / int64(len(inv.CostCentres)) // expect-line
	allocations := make([]Allocation, 0, len(inv.CostCentres))
	for _, cc := range inv.CostCentres {
		allocations = append(allocations, Allocation{CostCentre: cc, AmountCents: each})
	}
	return allocations, nil
}

func BookShared(j Journal, inv SharedInvoice) error {
	allocations, err := Allocate(inv)
	if err != nil {
		return err
	}
	return j.Book(inv.Number, allocations)
}
