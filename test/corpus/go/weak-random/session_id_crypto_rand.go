// corpus: CWE-330 safe — session ids are 32 bytes read from crypto/rand.
package auth

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
)

type Sessions map[string]string

func (s Sessions) Login(check func(user, pass string) bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := r.PostFormValue("user")
		if !check(user, r.PostFormValue("pass")) {
			http.Error(w, "invalid credentials", http.StatusUnauthorized)
			return
		}
		buf := make([]byte, 32)
		if _, err := rand.Read(buf); err != nil {
			http.Error(w, "could not start session", http.StatusInternalServerError)
			return
		}
		sid := base64.RawURLEncoding.EncodeToString(buf)
		s[sid] = user
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, Path: "/", Secure: true, HttpOnly: true})
		w.WriteHeader(http.StatusNoContent)
	}
}
