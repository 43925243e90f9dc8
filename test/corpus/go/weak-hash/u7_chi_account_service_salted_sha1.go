// corpus: CWE-328 vulnerable — account passwords from the signup form are stored as a single salted SHA-1 digest, a fast hash unsuitable for password storage.
package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/hex"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type PasswordHasher struct{}

func (PasswordHasher) Hash(password string) (salt, digest string, err error) {
	b := make([]byte, 16)
	if _, err = rand.Read(b); err != nil {
		return "", "", err
	}
	salt = hex.EncodeToString(b)
	h := sha1.New()
	h.Write([]byte(salt))
	h.Write([]byte(password))
	return salt, hex.EncodeToString(h.Sum(nil)), nil
}

type AccountService struct {
	pool   *pgxpool.Pool
	hasher PasswordHasher
}

func (s *AccountService) Create(ctx context.Context, email, password string) error {
	salt, digest, err := s.hasher.Hash(password)
	if err != nil {
		return err
	}
	_, err = s.pool.Exec(ctx,
		`INSERT INTO accounts (email, password_salt, password_hash) VALUES ($1, $2, $3)`,
		email, salt, digest)
	return err
}

type SignupHandler struct {
	accounts *AccountService
}

func (h *SignupHandler) Routes(r chi.Router) {
	r.Post("/signup", h.signup)
}

func (h *SignupHandler) signup(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	email, password := r.PostForm.Get("email"), r.PostForm.Get("password")
	if email == "" || len(password) < 10 {
		http.Error(w, "email and a password of at least 10 characters are required", http.StatusBadRequest)
		return
	}
	if err := h.accounts.Create(r.Context(), email, password); err != nil {
		http.Error(w, "could not create account", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/welcome", http.StatusSeeOther)
}
