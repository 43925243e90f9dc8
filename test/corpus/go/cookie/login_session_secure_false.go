// corpus: CWE-614 vulnerable — the session cookie set after login has Secure: false, so it is also sent over plain HTTP.
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
		HttpOnly: true,
		Secure:   false,
	})
	http.Redirect(w, r, "/app", http.StatusSeeOther)
}
