// corpus: CWE-330 safe — team invite tokens are 24 bytes from crypto/rand encoded with base64.RawURLEncoding.
package main

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

type tokenGenerator struct {
	length int
}

func (g tokenGenerator) Next() (string, error) {
	buf := make([]byte, g.length)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf), nil
}

type invite struct {
	Team    string    `json:"team"`
	Email   string    `json:"email"`
	Token   string    `json:"token"`
	Expires time.Time `json:"expires"`
}

type inviteService struct {
	mu      sync.Mutex
	tokens  tokenGenerator
	pending map[string]invite
}

func (s *inviteService) Create(team, email string) (invite, error) {
	tok, err := s.tokens.Next()
	if err != nil {
		return invite{}, err
	}
	inv := invite{Team: team, Email: email, Token: tok, Expires: time.Now().Add(72 * time.Hour)}
	s.mu.Lock()
	s.pending[inv.Token] = inv
	s.mu.Unlock()
	return inv, nil
}

type inviteAPI struct{ svc *inviteService }

func (a *inviteAPI) create(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email string `json:"email"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || body.Email == "" {
		http.Error(w, "email required", http.StatusBadRequest)
		return
	}
	inv, err := a.svc.Create(chi.URLParam(r, "team"), body.Email)
	if err != nil {
		http.Error(w, "could not create invite", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(inv)
}

func main() {
	a := &inviteAPI{svc: &inviteService{tokens: tokenGenerator{length: 24}, pending: map[string]invite{}}}
	r := chi.NewRouter()
	r.Post("/teams/{team}/invites", a.create)
	http.ListenAndServe(":8080", r)
}
