// corpus: CWE-330 vulnerable — session ids are filled with bytes from math/rand.Read, a non-cryptographic generator.
package auth

import (
	"encoding/hex"
	"math/rand"
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
		buf := make([]byte, 16)
		rand.Read(buf)
		sid := hex.EncodeToString(buf)
		s[sid] = user
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, Path: "/", Secure: true, HttpOnly: true})
		w.WriteHeader(http.StatusNoContent)
	}
}
