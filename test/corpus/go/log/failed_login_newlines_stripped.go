// corpus: CWE-117 safe — carriage returns and newlines are removed from the username before it is logged.
package main

import (
	"log"
	"net/http"
	"strings"
)

type LoginHandler struct {
	Authenticate func(user, pass string) bool
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	user := r.PostFormValue("username")
	if !h.Authenticate(user, r.PostFormValue("password")) {
		cleanUser := strings.ReplaceAll(strings.ReplaceAll(user, "\n", ""), "\r", "")
		log.Printf("failed login for user %s", cleanUser)
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
