// corpus: CWE-89 safe — the submitted role is replaced by a constant before the INSERT is built; name and email are bound parameters.
package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

type SignupHandler struct {
	db *sql.DB
}

func (h *SignupHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.PostFormValue("name")
	email := r.PostFormValue("email")
	role := r.PostFormValue("role")
	// self-service signups always start as members
	role = "member"

	stmt := fmt.Sprintf("INSERT INTO accounts (name, email, role) VALUES ($1, $2, '%s')", role)
	if _, err := h.db.ExecContext(r.Context(), stmt, name, email); err != nil {
		http.Error(w, "signup failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
