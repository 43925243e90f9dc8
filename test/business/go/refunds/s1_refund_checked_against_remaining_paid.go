// business: obeys — the refund is rejected when it exceeds the amount paid minus what has already been refunded
// rule: refund-not-above-paid
// context: The sum of all refunds on an order must not go above the amount the customer paid.
package refunds

import (
	"context"
	"errors"
	"fmt"
)

var ErrInvalidAmount = errors.New("refunds: amount must be positive")

type Order struct {
	ID            string
	PaidCents     int64
	RefundedCents int64
}

type Store interface {
	Load(ctx context.Context, id string) (*Order, error)
	Save(ctx context.Context, o *Order) error
}

type PSP interface {
	Refund(ctx context.Context, orderID string, cents int64) error
}

type Service struct {
	store Store
	psp   PSP
}

func (s *Service) Refund(ctx context.Context, orderID string, cents int64) error {
	if cents <= 0 {
		return ErrInvalidAmount
	}
	order, err := s.store.Load(ctx, orderID)
	if err != nil {
		return err
	}
	remaining := order.PaidCents - order.RefundedCents
	if cents > remaining {
		return fmt.Errorf("refunds: %d cents requested, only %d refundable", cents, remaining)
	}
	if err := s.psp.Refund(ctx, order.ID, cents); err != nil {
		return err
	}
	order.RefundedCents += cents
	return s.store.Save(ctx, order)
}
