// business: obeys — validateQuantity rejects anything outside 1..99 before the line is stored or priced
// rule: line-quantity-range
// context: Customers can order between one and ninety-nine units per line. Carts expire after 30 days.
package checkout

import (
	"fmt"
	"time"
)

const (
	minLineQty = 1
	maxLineQty = 99
	cartTTL    = 30 * 24 * time.Hour
)

type CartLine struct {
	SKU            string
	Quantity       int
	UnitPriceCents int64
}

type Cart struct {
	Lines     map[string]CartLine
	ExpiresAt time.Time
}

func NewCart(now time.Time) *Cart {
	return &Cart{Lines: map[string]CartLine{}, ExpiresAt: now.Add(cartTTL)}
}

func validateQuantity(qty int) error {
	if qty < minLineQty || qty > maxLineQty {
		return fmt.Errorf("checkout: quantity %d outside %d..%d", qty, minLineQty, maxLineQty)
	}
	return nil
}

func (c *Cart) SetLine(sku string, qty int, unitPriceCents int64) error {
	if err := validateQuantity(qty); err != nil {
		return err
	}
	if unitPriceCents < 0 {
		return fmt.Errorf("checkout: negative price for %s", sku)
	}
	c.Lines[sku] = CartLine{SKU: sku, Quantity: qty, UnitPriceCents: unitPriceCents}
	return nil
}

func (c *Cart) SubtotalCents() int64 {
	var total int64
	for _, l := range c.Lines {
		total += int64(l.Quantity) * l.UnitPriceCents
	}
	return total
}
