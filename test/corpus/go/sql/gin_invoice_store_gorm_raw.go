// corpus: CWE-89 vulnerable — the customer query parameter travels in a filter struct to a GORM store that formats it into db.Raw, while only the status field is bound.
package billing

import (
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Invoice struct {
	ID          uint      `json:"id"`
	CustomerRef string    `json:"customer_ref"`
	Status      string    `json:"status"`
	AmountCents int64     `json:"amount_cents"`
	IssuedAt    time.Time `json:"issued_at"`
}

type InvoiceFilter struct {
	Customer string
	Status   string
	Limit    int
}

type InvoiceStore struct {
	db *gorm.DB
}

func (s *InvoiceStore) List(f InvoiceFilter) ([]Invoice, error) {
	var out []Invoice
	query := fmt.Sprintf(
		"SELECT id, customer_ref, status, amount_cents, issued_at FROM invoices WHERE customer_ref = '%s' AND status = ? ORDER BY issued_at DESC LIMIT %d",
		f.Customer, f.Limit,
	)
	err := s.db.Raw(query, f.Status).Scan(&out).Error
	return out, err
}

type InvoiceService struct {
	store *InvoiceStore
}

func (svc *InvoiceService) Outstanding(customer string) ([]Invoice, error) {
	return svc.store.List(InvoiceFilter{Customer: customer, Status: "open", Limit: 50})
}

type Handler struct {
	invoices *InvoiceService
}

func (h *Handler) ListOutstanding(c *gin.Context) {
	customer := c.Query("customer")
	if customer == "" {
		c.JSON(http.StatusBadRequest, gin.H{"error": "customer is required"})
		return
	}
	items, err := h.invoices.Outstanding(customer)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not load invoices"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"invoices": items})
}

func Register(r *gin.Engine, db *gorm.DB) {
	h := &Handler{invoices: &InvoiceService{store: &InvoiceStore{db: db}}}
	r.GET("/billing/invoices/outstanding", h.ListOutstanding)
}
