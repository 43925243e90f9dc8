// corpus: CWE-89 vulnerable — the support-ticket search term from the query string is only trimmed and lower-cased by normaliseTerm, then concatenated into the LIKE clause that the sqlx repository runs, so a quote in q rewrites the query.
package tickets

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
)

type Ticket struct {
	ID      int64  `db:"id" json:"id"`
	Subject string `db:"subject" json:"subject"`
	Status  string `db:"status" json:"status"`
}

type SearchFilter struct {
	TenantID int64
	Term     string
	Limit    int
}

type TicketRepository struct {
	db *sqlx.DB
}

func NewTicketRepository(db *sqlx.DB) *TicketRepository {
	return &TicketRepository{db: db}
}

func (r *TicketRepository) Search(ctx context.Context, f SearchFilter) ([]Ticket, error) {
	query := "SELECT id, subject, status FROM tickets WHERE tenant_id = ? AND lower(subject) LIKE '%" + f.Term + "%' ORDER BY id DESC LIMIT ?"
	var out []Ticket
	err := r.db.SelectContext(ctx, &out, r.db.Rebind(query), f.TenantID, f.Limit)
	return out, err
}

type TicketService struct {
	repo *TicketRepository
}

func normaliseTerm(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

func (s *TicketService) Find(ctx context.Context, tenantID int64, raw string) ([]Ticket, error) {
	return s.repo.Search(ctx, SearchFilter{TenantID: tenantID, Term: normaliseTerm(raw), Limit: 50})
}

type Handler struct {
	svc *TicketService
}

func (h *Handler) Routes(r chi.Router) {
	r.Get("/tenants/{tenant}/tickets", h.search)
}

func (h *Handler) search(w http.ResponseWriter, r *http.Request) {
	tenantID, ok := r.Context().Value(tenantKey{}).(int64)
	if !ok {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	tickets, err := h.svc.Find(r.Context(), tenantID, r.URL.Query().Get("q"))
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(tickets)
}

type tenantKey struct{}
