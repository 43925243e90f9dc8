// corpus: CWE-89 safe — the tenant header must match ^[a-z0-9]+$ before it is used as a schema name, so no quote or space can get in.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
)

var tenantPattern = regexp.MustCompile("^[a-z0-9]+$")

type InvoiceService struct {
	DB *sql.DB
}

func (s *InvoiceService) OpenCount(w http.ResponseWriter, r *http.Request) {
	tenant := r.Header.Get("X-Tenant")
	if !tenantPattern.MatchString(tenant) {
		http.Error(w, "unknown tenant", http.StatusBadRequest)
		return
	}
	var open int
	q := fmt.Sprintf("SELECT COUNT(*) FROM tenant_%s.invoices WHERE paid = false", tenant)
	if err := s.DB.QueryRowContext(r.Context(), q).Scan(&open); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]int{"open": open})
}
