// corpus: CWE-942 vulnerable — the rs/cors AllowOriginFunc accepts every origin while AllowCredentials is on, so any site can make credentialed requests to the account API and read the responses.
package api

import (
	"encoding/json"
	"net/http"
	"os"
	"time"

	"github.com/rs/cors"
)

type AccountAPI struct {
	sessions SessionLookup
}

type SessionLookup interface {
	UserFromRequest(r *http.Request) (map[string]any, bool)
}

func (a *AccountAPI) me(w http.ResponseWriter, r *http.Request) {
	user, ok := a.sessions.UserFromRequest(r)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(user)
}

func corsPolicy() *cors.Cors {
	return cors.New(cors.Options{
		AllowOriginFunc: func(origin string) bool {
			return origin != ""
		},
		AllowedMethods:   []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete},
		AllowedHeaders:   []string{"Content-Type", "X-CSRF-Token"},
		AllowCredentials: true,
		MaxAge:           int((12 * time.Hour).Seconds()),
	})
}

func NewServer(a *AccountAPI) *http.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/me", a.me)
	addr := os.Getenv("LISTEN_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	return &http.Server{
		Addr:              addr,
		Handler:           corsPolicy().Handler(mux),
		ReadHeaderTimeout: 5 * time.Second,
	}
}
