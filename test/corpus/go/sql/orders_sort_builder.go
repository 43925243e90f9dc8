// corpus: CWE-89 vulnerable — the lower-cased sort form field is appended to ORDER BY through a strings.Builder.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"
)

var db *sql.DB

func listOrders(w http.ResponseWriter, r *http.Request) {
	sortBy := strings.ToLower(r.FormValue("sort"))

	var sb strings.Builder
	sb.WriteString("SELECT id, customer, total FROM orders WHERE archived = false")
	if sortBy != "" {
		sb.WriteString(" ORDER BY ")
		sb.WriteString(sortBy)
	}

	rows, err := db.QueryContext(r.Context(), sb.String())
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		var customer string
		var total float64
		if rows.Scan(&id, &customer, &total) == nil {
			ids = append(ids, id)
		}
	}
	json.NewEncoder(w).Encode(ids)
}
