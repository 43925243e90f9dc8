// corpus: CWE-89 vulnerable — the handler validates only the sort direction, and the unchecked sort column from the query string is concatenated into an sqlx Select.
package ledger

import (
	"net/http"
	"strings"

	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
)

type Entry struct {
	ID        int64   `db:"id" json:"id"`
	AccountID int64   `db:"account_id" json:"account_id"`
	Amount    float64 `db:"amount" json:"amount"`
	Memo      string  `db:"memo" json:"memo"`
}

type Listing struct {
	Account   string
	SortBy    string
	Direction string
}

func normalizeDirection(d string) string {
	switch strings.ToUpper(d) {
	case "ASC":
		return "ASC"
	default:
		return "DESC"
	}
}

type LedgerStore struct {
	db *sqlx.DB
}

func (s *LedgerStore) Entries(l Listing) ([]Entry, error) {
	query := "SELECT id, account_id, amount, memo FROM ledger_entries WHERE account_id = $1" +
		" ORDER BY " + l.SortBy + " " + l.Direction + " LIMIT 500"
	var entries []Entry
	err := s.db.Select(&entries, query, l.Account)
	return entries, err
}

type LedgerController struct {
	store *LedgerStore
}

func (ctl *LedgerController) List(c echo.Context) error {
	l := Listing{
		Account:   c.Param("account"),
		SortBy:    c.QueryParam("sort"),
		Direction: normalizeDirection(c.QueryParam("dir")),
	}
	if l.SortBy == "" {
		l.SortBy = "id"
	}
	entries, err := ctl.store.Entries(l)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not list entries")
	}
	return c.JSON(http.StatusOK, entries)
}

func Routes(e *echo.Echo, db *sqlx.DB) {
	ctl := &LedgerController{store: &LedgerStore{db: db}}
	e.GET("/accounts/:account/ledger", ctl.List)
}
