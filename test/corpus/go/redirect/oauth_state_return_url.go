// corpus: CWE-601 vulnerable — the return URL is base64-decoded from the OAuth state parameter and used as the redirect target unchecked.
package sso

import (
	"encoding/base64"
	"net/http"
)

type Exchanger interface {
	Exchange(code string) (sessionID string, err error)
}

func Callback(ex Exchanger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		sid, err := ex.Exchange(q.Get("code"))
		if err != nil {
			http.Error(w, "login failed", http.StatusUnauthorized)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, Path: "/", Secure: true, HttpOnly: true})

		dest := "/home"
		if raw, err := base64.RawURLEncoding.DecodeString(q.Get("state")); err == nil && len(raw) > 0 {
			dest = string(raw)
		}
		http.Redirect(w, r, dest, http.StatusSeeOther)
	}
}
