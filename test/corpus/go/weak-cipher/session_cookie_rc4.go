// corpus: CWE-327 vulnerable — the session payload written to the cookie is encrypted with the RC4 stream cipher.
package main

import (
	"crypto/rc4"
	"encoding/base64"
	"net/http"
	"os"
)

var cookieKey = []byte(os.Getenv("COOKIE_KEY"))

func rememberUser(w http.ResponseWriter, r *http.Request) {
	user := r.PostFormValue("username")
	c, err := rc4.NewCipher(cookieKey)
	if err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	sealed := make([]byte, len(user))
	c.XORKeyStream(sealed, []byte(user))
	http.SetCookie(w, &http.Cookie{
		Name:     "remember",
		Value:    base64.RawURLEncoding.EncodeToString(sealed),
		Path:     "/",
		Secure:   true,
		HttpOnly: true,
	})
	w.WriteHeader(http.StatusNoContent)
}
