// corpus: CWE-330 vulnerable — team invite tokens that grant membership are built from math/rand/v2 IntN, a non-cryptographic generator.
package main

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

type tokenGenerator struct {
	length int
}

func (g tokenGenerator) Next() string {
	var b strings.Builder
	for i := 0; i < g.length; i++ {
		b.WriteByte(tokenAlphabet[rand.IntN(len(tokenAlphabet))])
	}
	return b.String()
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

func (s *inviteService) Create(team, email string) invite {
	inv := invite{Team: team, Email: email, Token: s.tokens.Next(), Expires: time.Now().Add(72 * time.Hour)}
	s.mu.Lock()
	s.pending[inv.Token] = inv
	s.mu.Unlock()
	return inv
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
	inv := a.svc.Create(chi.URLParam(r, "team"), body.Email)
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(inv)
}

func main() {
	a := &inviteAPI{svc: &inviteService{tokens: tokenGenerator{length: 24}, pending: map[string]invite{}}}
	r := chi.NewRouter()
	r.Post("/teams/{team}/invites", a.create)
	http.ListenAndServe(":8080", r)
}
