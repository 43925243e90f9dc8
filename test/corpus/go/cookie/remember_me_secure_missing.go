// corpus: CWE-614 vulnerable — the remember-me token cookie omits the Secure attribute entirely.
package auth

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"time"
)

type TokenSaver func(user, token string, expires time.Time) error

func Remember(save TokenSaver) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := r.FormValue("user")
		raw := make([]byte, 32)
		if _, err := rand.Read(raw); err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		token := base64.RawURLEncoding.EncodeToString(raw)
		expires := time.Now().Add(30 * 24 * time.Hour)
		if err := save(user, token, expires); err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "remember_token", Value: token, Path: "/", Expires: expires, HttpOnly: true})
		w.WriteHeader(http.StatusNoContent)
	}
}
