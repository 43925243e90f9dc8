// business: obeys — coupon cents are taken off the subtotal, then the member discount in basis points is computed on the remainder
// rule: coupon-before-member-discount
// context: Apply the coupon (a fixed amount) first, then the member percentage. Member percentages are stored as basis points.
package checkout

import (
	"errors"
	"math"
)

var ErrInvalidPricing = errors.New("checkout: invalid pricing input")

type Member struct {
	ID          string
	DiscountBps int64
}

type Pricing struct {
	SubtotalCents       int64
	CouponCents         int64
	MemberDiscountCents int64
	TotalCents          int64
}

func bpsOf(amount, bps int64) int64 {
	return int64(math.Round(float64(amount) * float64(bps) / 10000))
}

func PriceForMember(subtotalCents, couponCents int64, m Member) (Pricing, error) {
	if subtotalCents < 0 || couponCents < 0 || m.DiscountBps < 0 || m.DiscountBps > 10000 {
		return Pricing{}, ErrInvalidPricing
	}
	if couponCents > subtotalCents {
		couponCents = subtotalCents
	}
	afterCoupon := subtotalCents - couponCents
	memberDiscount := bpsOf(afterCoupon, m.DiscountBps)
	return Pricing{
		SubtotalCents:       subtotalCents,
		CouponCents:         couponCents,
		MemberDiscountCents: memberDiscount,
		TotalCents:          afterCoupon - memberDiscount,
	}, nil
}
