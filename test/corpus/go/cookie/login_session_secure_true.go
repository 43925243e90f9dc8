// corpus: CWE-614 safe — the session cookie is marked Secure and HttpOnly with SameSite=Lax.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

type Auth struct {
	Check    func(user, pass string) bool
	Sessions map[string]string
}

func (a *Auth) Login(w http.ResponseWriter, r *http.Request) {
	user := r.PostFormValue("username")
	if !a.Check(user, r.PostFormValue("password")) {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	buf := make([]byte, 32)
	rand.Read(buf)
	token := hex.EncodeToString(buf)
	a.Sessions[token] = user
	http.SetCookie(w, &http.Cookie{
		Name:     "session",
		Value:    token,
		Path:     "/",
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/app", http.StatusSeeOther)
}
