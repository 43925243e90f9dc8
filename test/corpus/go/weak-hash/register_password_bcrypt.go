// corpus: CWE-328 safe — passwords are hashed with bcrypt at the default cost, an adaptive password hash.
package main

import (
	"database/sql"
	"net/http"

	"golang.org/x/crypto/bcrypt"
)

type Accounts struct {
	DB *sql.DB
}

func (a *Accounts) Register(w http.ResponseWriter, r *http.Request) {
	email := r.PostFormValue("email")
	hash, err := bcrypt.GenerateFromPassword([]byte(r.PostFormValue("password")), bcrypt.DefaultCost)
	if err != nil {
		http.Error(w, "registration failed", http.StatusBadRequest)
		return
	}
	_, err = a.DB.ExecContext(r.Context(),
		"INSERT INTO accounts (email, password_hash) VALUES ($1, $2)", email, string(hash))
	if err != nil {
		http.Error(w, "registration failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
