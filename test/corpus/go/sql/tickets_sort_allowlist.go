// corpus: CWE-89 safe — the sort key is looked up in an allow-list map and only the mapped constant column reaches ORDER BY.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

var sortColumns = map[string]string{
	"created":  "created_at",
	"priority": "priority",
	"status":   "status",
}

func listTickets(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		column, ok := sortColumns[r.URL.Query().Get("sort")]
		if !ok {
			column = "created_at"
		}
		rows, err := db.Query("SELECT id, subject FROM tickets ORDER BY " + column + " DESC LIMIT 50")
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		subjects := []string{}
		for rows.Next() {
			var id int
			var subject string
			if rows.Scan(&id, &subject) == nil {
				subjects = append(subjects, subject)
			}
		}
		json.NewEncoder(w).Encode(subjects)
	}
}
