// corpus: CWE-798 safe — the HMAC signing key is read from the JWT_SIGNING_KEY environment variable at startup and the service refuses to start when it is missing or short.
package main

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
	"golang.org/x/crypto/bcrypt"
)

func loadSigningKey() []byte {
	key := os.Getenv("JWT_SIGNING_KEY")
	if len(key) < 32 {
		log.Fatal("JWT_SIGNING_KEY must be set to at least 32 bytes")
	}
	return []byte(key)
}

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
	h := &authHandler{users: &userStore{db: db}, issuer: &tokenIssuer{key: loadSigningKey(), ttl: 15 * time.Minute}}
	e := echo.New()
	e.POST("/auth/login", h.Login)
	e.Logger.Fatal(e.Start(":8080"))
}
