// corpus: CWE-327 safe — the remember-me payload goes through a helper that encrypts with AES-GCM and a random nonce.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"net/http"
)

var cookieKey = make([]byte, 32)

func seal(plain []byte) (string, error) {
	block, err := aes.NewCipher(cookieKey)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(gcm.Seal(nonce, nonce, plain, nil)), nil
}

func rememberUser(w http.ResponseWriter, r *http.Request) {
	value, err := seal([]byte(r.PostFormValue("username")))
	if err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "remember", Value: value, Path: "/", Secure: true, HttpOnly: true})
	w.WriteHeader(http.StatusNoContent)
}

func init() { rand.Read(cookieKey) }
