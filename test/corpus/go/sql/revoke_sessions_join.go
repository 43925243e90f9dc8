// corpus: CWE-89 vulnerable — session ids from the form are joined with commas into an IN list executed with Exec.
package main

import (
	"database/sql"
	"fmt"
	"net/http"
	"strings"
)

type SessionAdmin struct {
	DB *sql.DB
}

func (a *SessionAdmin) Revoke(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	ids := r.Form["session_id"]
	if len(ids) == 0 {
		http.Error(w, "nothing to revoke", http.StatusBadRequest)
		return
	}
	inList := "'" + strings.Join(ids, "','") + "'"
	res, err := a.DB.Exec("DELETE FROM sessions WHERE id IN (" + inList + ")")
	if err != nil {
		http.Error(w, "revoke failed", http.StatusInternalServerError)
		return
	}
	n, _ := res.RowsAffected()
	fmt.Fprintf(w, "revoked %d sessions\n", n)
}
