// corpus: CWE-942 vulnerable — the middleware echoes whatever Origin the request sends into Access-Control-Allow-Origin together with Allow-Credentials: true.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type corsConfig struct {
	AllowCredentials bool
	AllowedMethods   string
	AllowedHeaders   string
}

func withCORS(cfg corsConfig) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if origin := r.Header.Get("Origin"); origin != "" {
				h := w.Header()
				h.Set("Access-Control-Allow-Origin", origin)
				h.Add("Vary", "Origin")
				if cfg.AllowCredentials {
					h.Set("Access-Control-Allow-Credentials", "true")
				}
				h.Set("Access-Control-Allow-Methods", cfg.AllowedMethods)
				h.Set("Access-Control-Allow-Headers", cfg.AllowedHeaders)
			}
			if r.Method == http.MethodOptions {
				w.WriteHeader(http.StatusNoContent)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

type accountAPI struct {
	sessions map[string]string
}

func (a *accountAPI) me(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("sid")
	if err != nil {
		http.Error(w, "unauthenticated", http.StatusUnauthorized)
		return
	}
	email, ok := a.sessions[c.Value]
	if !ok {
		http.Error(w, "unauthenticated", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"email": email})
}

func main() {
	api := &accountAPI{sessions: map[string]string{}}
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Use(withCORS(corsConfig{
		AllowCredentials: true,
		AllowedMethods:   "GET, POST, OPTIONS",
		AllowedHeaders:   "Content-Type",
	}))
	r.Get("/api/me", api.me)
	http.ListenAndServe(":8080", r)
}
