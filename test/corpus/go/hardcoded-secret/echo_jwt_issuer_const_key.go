// corpus: CWE-798 vulnerable — access tokens are signed with an HMAC key written into the source as a package-level byte slice, so anyone with the code can mint admin tokens.
package main

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"os"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

var signingKey = []byte("k9#Tq2!vR7zLm4@pX8wE1sN6yB3cF0hJ")

type tokenIssuer struct {
	key []byte
	ttl time.Duration
}

func (t *tokenIssuer) Issue(subject, role string) (string, error) {
	claims := jwt.MapClaims{
		"sub":  subject,
		"role": role,
		"exp":  time.Now().Add(t.ttl).Unix(),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.key)
}

type userStore struct{ db *sql.DB }

func (s *userStore) Authenticate(ctx context.Context, username, password string) (string, error) {
	var hash, role string
	err := s.db.QueryRowContext(ctx, "SELECT password_hash, role FROM users WHERE username = $1", username).Scan(&hash, &role)
	if err != nil {
		return "", err
	}
	if bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) != nil {
		return "", errors.New("bad credentials")
	}
	return role, nil
}

type loginForm struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

type authHandler struct {
	users  *userStore
	issuer *tokenIssuer
}

func (h *authHandler) Login(c echo.Context) error {
	var f loginForm
	if err := c.Bind(&f); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest)
	}
	role, err := h.users.Authenticate(c.Request().Context(), f.Username, f.Password)
	if err != nil {
		return echo.NewHTTPError(http.StatusUnauthorized)
	}
	tok, err := h.issuer.Issue(f.Username, role)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"access_token": tok})
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	h := &authHandler{users: &userStore{db: db}, issuer: &tokenIssuer{key: signingKey, ttl: 15 * time.Minute}}
	e := echo.New()
	e.POST("/auth/login", h.Login)
	e.Logger.Fatal(e.Start(":8080"))
}
