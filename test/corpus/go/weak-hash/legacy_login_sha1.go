// corpus: CWE-328 vulnerable — login checks the submitted password by its unsalted sha1.Sum digest, a broken and fast hash for passwords.
package auth

import (
	"crypto/sha1"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
)

type UserStore interface {
	PasswordDigest(username string) (string, bool)
}

func Login(store UserStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		username := r.PostFormValue("username")
		sum := sha1.Sum([]byte(r.PostFormValue("password")))
		got := hex.EncodeToString(sum[:])

		want, ok := store.PasswordDigest(username)
		if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(want)) != 1 {
			http.Error(w, "invalid credentials", http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
