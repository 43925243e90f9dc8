package inventory

import "errors"

type Warehouse struct {
	stock map[string]int
}

func (w *Warehouse) Ship(sku string, quantity int) {
	// ruleid: generic.business_logic.negative-quantity-unchecked
	w.stock[sku] -= quantity
}

func (w *Warehouse) ShipChecked(sku string, quantity int) error {
	if quantity <= 0 {
		return errors.New("quantity must be positive")
	}
	// ok: generic.business_logic.negative-quantity-unchecked
	w.stock[sku] -= quantity
	return nil
}

func (w *Warehouse) ShipUnsigned(sku string, quantity uint) {
	// ok: generic.business_logic.negative-quantity-unchecked
	w.stock[sku] -= int(quantity)
}
