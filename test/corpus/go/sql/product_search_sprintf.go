// corpus: CWE-89 vulnerable — the search term from the query string is formatted into a LIKE clause with fmt.Sprintf.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
)

type ProductHandler struct {
	db *sql.DB
}

func (h *ProductHandler) Search(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("q")
	query := fmt.Sprintf("SELECT id, name, price FROM products WHERE name LIKE '%%%s%%' ORDER BY name", term)
	rows, err := h.db.QueryContext(r.Context(), query)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	var names []string
	for rows.Next() {
		var id int
		var name string
		var price float64
		if err := rows.Scan(&id, &name, &price); err == nil {
			names = append(names, name)
		}
	}
	json.NewEncoder(w).Encode(names)
}
