// corpus: CWE-89 safe — the email from the query string is passed as a $1 bind parameter, not spliced into the SQL text.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

type Customer struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

type CustomerAPI struct {
	db *sql.DB
}

func (a *CustomerAPI) Lookup(w http.ResponseWriter, r *http.Request) {
	email := r.URL.Query().Get("email")
	const q = "SELECT id, name, email FROM customers WHERE email = $1"

	var c Customer
	err := a.db.QueryRowContext(r.Context(), q, email).Scan(&c.ID, &c.Name, &c.Email)
	if err == sql.ErrNoRows {
		http.NotFound(w, r)
		return
	} else if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(c)
}
