// corpus: CWE-501 safe — the branch copying the proxy role header into the session is guarded by a false constant and never runs.
package main

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const trustProxyRoleHeader = false

var store = sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))

func attachRole(w http.ResponseWriter, r *http.Request) {
	session, err := store.Get(r, "app-session")
	if err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	role := "guest"
	if trustProxyRoleHeader {
		role = r.Header.Get("X-Forwarded-Role")
	}
	session.Values["role"] = role
	session.Save(r, w)
	w.WriteHeader(http.StatusNoContent)
}
