// corpus: CWE-89 safe — the sort key from the query string only selects one of the constant ORDER BY clauses in sortClauses (unknown keys fall back to the default), and the customer id and status travel as pgx $1/$2 parameters.
package billing

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Invoice struct {
	ID       int64     `json:"id"`
	Number   string    `json:"number"`
	Status   string    `json:"status"`
	Total    int64     `json:"total_cents"`
	IssuedAt time.Time `json:"issued_at"`
}

var sortClauses = map[string]string{
	"newest": "issued_at DESC",
	"oldest": "issued_at ASC",
	"amount": "total_cents DESC",
	"number": "number ASC",
}

type ListParams struct {
	CustomerID int64
	Status     string
	Sort       string
}

type InvoiceStore struct {
	pool *pgxpool.Pool
}

func NewInvoiceStore(pool *pgxpool.Pool) *InvoiceStore {
	return &InvoiceStore{pool: pool}
}

func orderBy(key string) string {
	if clause, ok := sortClauses[key]; ok {
		return clause
	}
	return sortClauses["newest"]
}

func (s *InvoiceStore) List(ctx context.Context, p ListParams) ([]Invoice, error) {
	sql := "SELECT id, number, status, total_cents, issued_at FROM invoices WHERE customer_id = $1 AND status = $2 ORDER BY " + orderBy(p.Sort) + " LIMIT 200"
	rows, err := s.pool.Query(ctx, sql, p.CustomerID, p.Status)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (Invoice, error) {
		var inv Invoice
		err := row.Scan(&inv.ID, &inv.Number, &inv.Status, &inv.Total, &inv.IssuedAt)
		return inv, err
	})
}

type InvoiceHandler struct {
	store *InvoiceStore
}

func (h *InvoiceHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	customerID, ok := r.Context().Value(customerKey{}).(int64)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	q := r.URL.Query()
	status := q.Get("status")
	if status == "" {
		status = "open"
	}
	invoices, err := h.store.List(r.Context(), ListParams{CustomerID: customerID, Status: status, Sort: q.Get("sort")})
	if err != nil {
		http.Error(w, "could not list invoices", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(invoices)
}

type customerKey struct{}
