// business: obeys — the annual price is spread over twelve charges with integer division, and the cents left over are added to the first charge so the schedule equals the price
// rule: instalments-sum-to-total
// context: (none)
package subscriptions

import (
	"errors"
	"time"
)

const monthsPerYear = 12

type Charge struct {
	On          time.Time
	AmountCents int64
}

type AnnualPlan struct {
	Name       string
	PriceCents int64
	StartsOn   time.Time
	PayMonthly bool
}

func Schedule(p AnnualPlan) ([]Charge, error) {
	if p.PriceCents <= 0 {
		return nil, errors.New("subscriptions: plan price must be positive")
	}
	if !p.PayMonthly {
		return []Charge{{On: p.StartsOn, AmountCents: p.PriceCents}}, nil
	}
	monthly := p.PriceCents / monthsPerYear
	leftover := p.PriceCents - monthly*monthsPerYear
	charges := make([]Charge, monthsPerYear)
	for i := range charges {
		charges[i] = Charge{On: p.StartsOn.AddDate(0, i, 0), AmountCents: monthly}
	}
	charges[0].AmountCents += leftover
	return charges, nil
}
