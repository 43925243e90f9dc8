package pricing

func Discounted(priceCents int64, discountPercent int64) int64 {
	// ruleid: generic.business_logic.unbounded-percentage
	return priceCents * (100 - discountPercent) / 100
}

func DiscountedChecked(priceCents int64, discountPercent int64) int64 {
	if discountPercent < 0 || discountPercent > 100 {
		return priceCents
	}
	// ok: generic.business_logic.unbounded-percentage
	return priceCents * (100 - discountPercent) / 100
}
