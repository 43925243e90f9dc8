// corpus: CWE-89 safe — only the constant "table" entry of the map is spliced into SQL; the request value under "kind" is bound as $1.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

func recentEvents(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		params := map[string]string{
			"table": "events",
			"kind":  r.URL.Query().Get("kind"),
		}
		q := "SELECT id, payload FROM " + params["table"] + " WHERE kind = $1 ORDER BY id DESC LIMIT 20"
		rows, err := db.Query(q, params["kind"])
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		payloads := []string{}
		for rows.Next() {
			var id int64
			var payload string
			if rows.Scan(&id, &payload) == nil {
				payloads = append(payloads, payload)
			}
		}
		json.NewEncoder(w).Encode(payloads)
	}
}
