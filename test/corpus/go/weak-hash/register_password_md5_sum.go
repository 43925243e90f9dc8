// corpus: CWE-328 vulnerable — the submitted password is hashed with md5.Sum and stored as the account's password hash.
package main

import (
	"crypto/md5"
	"database/sql"
	"encoding/hex"
	"net/http"
)

type Accounts struct {
	DB *sql.DB
}

func (a *Accounts) Register(w http.ResponseWriter, r *http.Request) {
	email := r.PostFormValue("email")
	sum := md5.Sum([]byte(r.PostFormValue("password")))
	hash := hex.EncodeToString(sum[:])

	_, err := a.DB.ExecContext(r.Context(),
		"INSERT INTO accounts (email, password_hash) VALUES ($1, $2)", email, hash)
	if err != nil {
		http.Error(w, "registration failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
