// corpus: CWE-347 safe — tokens are parsed with jwt.WithValidMethods(HS256) and a key function that only returns the secret for HMAC, so alg "none" and forged signatures are rejected.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type verifier struct {
	secret []byte
}

func (v *verifier) keyFor(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
		return nil, fmt.Errorf("unexpected alg %v", t.Header["alg"])
	}
	return v.secret, nil
}

func (v *verifier) fromRequest(r *http.Request) (jwt.MapClaims, error) {
	raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return nil, errors.New("missing bearer token")
	}
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(raw, claims, v.keyFor,
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired())
	if err != nil {
		return nil, err
	}
	return claims, nil
}

type server struct {
	mux  *http.ServeMux
	auth *verifier
}

func newServer() *server {
	s := &server{mux: http.NewServeMux(), auth: &verifier{secret: []byte(os.Getenv("JWT_SECRET"))}}
	s.mux.HandleFunc("GET /admin/refunds", s.handleRefunds)
	return s
}

func (s *server) handleRefunds(w http.ResponseWriter, r *http.Request) {
	claims, err := s.auth.fromRequest(r)
	if err != nil {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	if claims["role"] != "admin" {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode([]map[string]any{{"id": 1, "amount_cents": 4200}})
}

func main() {
	http.ListenAndServe(":8080", newServer().mux)
}
