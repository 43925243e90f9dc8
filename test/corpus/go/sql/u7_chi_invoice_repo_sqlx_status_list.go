// corpus: CWE-89 vulnerable — the comma-separated status query parameter is split, quoted with single quotes and joined into an IN (...) list of a sqlx query in the repository; quotes inside a status are not escaped.
package billing

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
)

type Invoice struct {
	ID         int64   `db:"id" json:"id"`
	CustomerID int64   `db:"customer_id" json:"customer_id"`
	Status     string  `db:"status" json:"status"`
	Total      float64 `db:"total" json:"total"`
}

type InvoiceFilter struct {
	AccountID string
	Statuses  []string
}

type InvoiceRepository struct {
	db *sqlx.DB
}

func NewInvoiceRepository(db *sqlx.DB) *InvoiceRepository {
	return &InvoiceRepository{db: db}
}

func (r *InvoiceRepository) List(ctx context.Context, f InvoiceFilter) ([]Invoice, error) {
	query := "SELECT id, customer_id, status, total FROM invoices WHERE account_id = $1"
	if len(f.Statuses) > 0 {
		quoted := make([]string, 0, len(f.Statuses))
		for _, s := range f.Statuses {
			quoted = append(quoted, "'"+strings.TrimSpace(s)+"'")
		}
		query += fmt.Sprintf(" AND status IN (%s)", strings.Join(quoted, ","))
	}
	query += " ORDER BY issued_at DESC LIMIT 500"

	var out []Invoice
	if err := r.db.SelectContext(ctx, &out, query, f.AccountID); err != nil {
		return nil, err
	}
	return out, nil
}

type InvoiceHandler struct {
	repo *InvoiceRepository
}

func (h *InvoiceHandler) Routes(r chi.Router) {
	r.Get("/accounts/{accountID}/invoices", h.list)
}

func (h *InvoiceHandler) list(w http.ResponseWriter, r *http.Request) {
	filter := InvoiceFilter{AccountID: chi.URLParam(r, "accountID")}
	if raw := r.URL.Query().Get("status"); raw != "" {
		filter.Statuses = strings.Split(raw, ",")
	}
	invoices, err := h.repo.List(r.Context(), filter)
	if err != nil {
		http.Error(w, "could not load invoices", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(invoices)
}
