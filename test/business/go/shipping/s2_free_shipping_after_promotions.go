// business: obeys — the $35 threshold is tested on the subtotal after promotions, without tax or gift wrap; the oversized surcharge applies regardless
// rule: free-shipping-threshold
// context: Shipping is free for orders of at least $35 after promotions, not counting tax or gift wrap. Otherwise shipping is $5.99. Each oversized item adds a $20 surcharge even when shipping is free.
package shipping

const (
	freeShippingMinCents  = 3500
	standardShippingCents = 599
	oversizedCents        = 2000
)

type Line struct {
	SKU        string
	PriceCents int64
	Quantity   int64
	Oversized  bool
}

type Cart struct {
	Lines         []Line
	PromoCents    int64
	GiftWrapCents int64
	TaxCents      int64
}

type Shipping struct {
	BaseCents      int64
	SurchargeCents int64
}

func afterPromotions(c Cart) int64 {
	var subtotal int64
	for _, l := range c.Lines {
		subtotal += l.PriceCents * l.Quantity
	}
	if c.PromoCents > subtotal {
		return 0
	}
	return subtotal - c.PromoCents
}

func Quote(c Cart) Shipping {
	var s Shipping
	if afterPromotions(c) < freeShippingMinCents {
		s.BaseCents = standardShippingCents
	}
	for _, l := range c.Lines {
		if l.Oversized {
			s.SurchargeCents += oversizedCents * l.Quantity
		}
	}
	return s
}
