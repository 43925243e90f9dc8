// corpus: CWE-347 safe — tokens are parsed with ParseWithClaims against the RSA public key loaded from the file named in the environment, only RS256 is accepted, and issuer, audience and expiry are enforced.
package gateway

import (
	"context"
	"crypto/rsa"
	"net/http"
	"os"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type Verifier struct {
	key    *rsa.PublicKey
	parser *jwt.Parser
}

func NewVerifierFromEnv() (*Verifier, error) {
	pemBytes, err := os.ReadFile(os.Getenv("JWT_PUBLIC_KEY_FILE"))
	if err != nil {
		return nil, err
	}
	key, err := jwt.ParseRSAPublicKeyFromPEM(pemBytes)
	if err != nil {
		return nil, err
	}
	return &Verifier{
		key: key,
		parser: jwt.NewParser(
			jwt.WithValidMethods([]string{jwt.SigningMethodRS256.Alg()}),
			jwt.WithIssuer("https://auth.example.com/"),
			jwt.WithAudience("orders-api"),
			jwt.WithExpirationRequired(),
		),
	}, nil
}

func (v *Verifier) Verify(raw string) (*jwt.RegisteredClaims, error) {
	claims := &jwt.RegisteredClaims{}
	_, err := v.parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return v.key, nil
	})
	if err != nil {
		return nil, err
	}
	return claims, nil
}

func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !found {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		claims, err := v.Verify(raw)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func Router(v *Verifier, orders http.Handler) http.Handler {
	r := chi.NewRouter()
	r.Group(func(r chi.Router) {
		r.Use(v.Middleware)
		r.Mount("/orders", orders)
	})
	return r
}
