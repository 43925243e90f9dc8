// business: violation — the ACH payout is debited from the wallet without comparing the amount to its available balance
// rule: withdrawal-not-above-balance
// context: Payouts to an external bank account are limited to the funds available in the wallet. ACH payouts settle in one to two business days.
// expect: generic.business_logic.comparison-unchecked
package transfers

import (
	"context"
	"errors"
	"time"
)

var ErrBadAmount = errors.New("transfers: amount must be positive")

type Wallet struct {
	ID             string
	AvailableCents int64
	PendingCents   int64
}

type Payout struct {
	WalletID    string
	AmountCents int64
	SettlesBy   time.Time
}

type WalletRepo interface {
	Get(ctx context.Context, id string) (*Wallet, error)
	Update(ctx context.Context, w *Wallet) error
}

type PayoutService struct {
	Wallets WalletRepo
	Now     func() time.Time
}

func (s *PayoutService) RequestPayout(ctx context.Context, walletID string, cents int64) (*Payout, error) {
	if cents <= 0 {
		return nil, ErrBadAmount
	}
	w, err := s.Wallets.Get(ctx, walletID)
	if err != nil {
		return nil, err
	}
	w.AvailableCents -= cents // expect-line
	w.PendingCents += cents
	if err := s.Wallets.Update(ctx, w); err != nil {
		return nil, err
	}
	return &Payout{WalletID: w.ID, AmountCents: cents, SettlesBy: s.Now().Add(48 * time.Hour)}, nil
}
