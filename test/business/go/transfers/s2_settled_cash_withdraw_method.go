// business: obeys — CashAccount.Withdraw refuses any amount above the settled balance (and below $1) before it moves money, and the handler only pays out after Withdraw succeeds
// rule: withdrawal-not-above-balance
// context: A withdrawal from a brokerage cash account can never be more than the settled cash balance. Unsettled trade proceeds cannot be withdrawn. Withdrawals under $1 are rejected.
package transfers

import (
	"errors"
	"sync"
)

const minWithdrawalCents = 100

var (
	ErrBelowMinimum      = errors.New("transfers: withdrawals start at $1")
	ErrInsufficientFunds = errors.New("transfers: amount exceeds settled cash")
)

type CashAccount struct {
	mu             sync.Mutex
	ID             string
	SettledCents   int64
	UnsettledCents int64
}

func (a *CashAccount) Withdraw(cents int64) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if cents < minWithdrawalCents {
		return ErrBelowMinimum
	}
	if cents > a.SettledCents {
		return ErrInsufficientFunds
	}
	a.SettledCents -= cents
	return nil
}

type BankRail interface {
	PayOut(accountID string, cents int64) (string, error)
}

type WithdrawalService struct {
	Rail BankRail
}

func (s WithdrawalService) Withdraw(acct *CashAccount, cents int64) (string, error) {
	if err := acct.Withdraw(cents); err != nil {
		return "", err
	}
	return s.Rail.PayOut(acct.ID, cents)
}
