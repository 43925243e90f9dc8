// corpus: CWE-601 vulnerable — after login the handler redirects to whatever URL the next query parameter holds.
package main

import (
	"net/http"
)

type AuthHandler struct {
	Verify func(user, pass string) bool
}

func (h *AuthHandler) Login(w http.ResponseWriter, r *http.Request) {
	if !h.Verify(r.PostFormValue("username"), r.PostFormValue("password")) {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	next := r.URL.Query().Get("next")
	if next == "" {
		next = "/dashboard"
	}
	http.Redirect(w, r, next, http.StatusFound)
}
