// corpus: CWE-347 safe — the bearer token is parsed with ParseWithClaims restricted to HS256 and the expected issuer, and the request is rejected unless the error is nil and the token is valid before its claims are used.
package api

import (
	"context"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type Claims struct {
	Role string `json:"role"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

type TokenVerifier struct {
	secret []byte
	parser *jwt.Parser
}

func NewTokenVerifier() *TokenVerifier {
	return &TokenVerifier{
		secret: []byte(os.Getenv("API_JWT_SECRET")),
		parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("https://auth.example.com"), jwt.WithExpirationRequired()),
	}
}

func (v *TokenVerifier) Verify(raw string) (*Claims, error) {
	claims := &Claims{}
	token, err := v.parser.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) { return v.secret, nil })
	if err != nil || !token.Valid {
		return nil, jwt.ErrTokenInvalidClaims
	}
	return claims, nil
}

func (v *TokenVerifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !found {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		claims, err := v.Verify(raw)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}
