// corpus: CWE-117 vulnerable — the submitted username is written to the log with log.Printf, so embedded newlines forge entries.
package main

import (
	"log"
	"net/http"
)

type LoginHandler struct {
	Authenticate func(user, pass string) bool
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	user := r.PostFormValue("username")
	if !h.Authenticate(user, r.PostFormValue("password")) {
		log.Printf("failed login for user %s from %s", user, r.RemoteAddr)
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
