// corpus: CWE-704 vulnerable — the transfer amount from the form is parsed with strconv.ParseFloat and only compared against limits, so "NaN" passes every check and poisons the balance.
package main

import (
	"errors"
	"net/http"
	"strconv"
	"sync"

	"github.com/labstack/echo/v4"
)

type limits struct {
	PerTransfer float64
	Daily       float64
}

type ledger struct {
	mu       sync.Mutex
	balances map[string]float64
	spent    map[string]float64
}

func (l *ledger) debit(account string, amount float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.balances[account] -= amount
	l.spent[account] += amount
}

type transferService struct {
	limits limits
	ledger *ledger
}

func (s *transferService) Authorize(account string, amount float64) error {
	if amount <= 0 {
		return errors.New("amount must be positive")
	}
	if amount > s.limits.PerTransfer {
		return errors.New("over per-transfer limit")
	}
	if s.ledger.spent[account]+amount > s.limits.Daily {
		return errors.New("over daily limit")
	}
	if amount > s.ledger.balances[account] {
		return errors.New("insufficient funds")
	}
	return nil
}

type transferHandler struct{ svc *transferService }

func (h *transferHandler) Create(c echo.Context) error {
	account := c.Param("account")
	amount, err := strconv.ParseFloat(c.FormValue("amount"), 64)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "amount must be a number")
	}
	if err := h.svc.Authorize(account, amount); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	h.svc.ledger.debit(account, amount)
	return c.JSON(http.StatusOK, map[string]any{"account": account, "debited": amount})
}

func main() {
	svc := &transferService{
		limits: limits{PerTransfer: 5000, Daily: 20000},
		ledger: &ledger{balances: map[string]float64{}, spent: map[string]float64{}},
	}
	h := &transferHandler{svc: svc}
	e := echo.New()
	e.POST("/accounts/:account/transfers", h.Create)
	e.Logger.Fatal(e.Start(":8080"))
}
