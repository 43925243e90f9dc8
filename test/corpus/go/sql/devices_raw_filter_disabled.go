// corpus: CWE-89 safe — the branch that would take a raw filter from the request is guarded by a false constant and never runs.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

const allowRawFilter = false

func activeDevices(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		where := "status = 'online'"
		if allowRawFilter {
			where = r.URL.Query().Get("filter")
		}
		rows, err := db.QueryContext(r.Context(), "SELECT serial FROM devices WHERE "+where)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		serials := []string{}
		for rows.Next() {
			var s string
			if rows.Scan(&s) == nil {
				serials = append(serials, s)
			}
		}
		json.NewEncoder(w).Encode(serials)
	}
}
