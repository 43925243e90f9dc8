// corpus: CWE-89 safe — the table name formatted into the query is a package-level constant; the request only picks the response format.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
)

const usersTable = "users"

var db *sql.DB

func userCount(w http.ResponseWriter, r *http.Request) {
	format := r.URL.Query().Get("format")
	var n int
	query := fmt.Sprintf("SELECT COUNT(*) FROM %s WHERE deleted_at IS NULL", usersTable)
	if err := db.QueryRowContext(r.Context(), query).Scan(&n); err != nil {
		http.Error(w, "count failed", http.StatusInternalServerError)
		return
	}
	if format == "json" {
		json.NewEncoder(w).Encode(map[string]int{"users": n})
		return
	}
	fmt.Fprintf(w, "%d\n", n)
}
