// corpus: CWE-601 safe — the next form field is overwritten on every path: it is replaced by the matching entry of the constant onboardingDestinations map, or by "/welcome" when it names none, so only fixed local paths are redirected to.
package onboarding

import (
	"context"
	"net/http"
)

var onboardingDestinations = map[string]string{
	"billing":  "/settings/billing",
	"team":     "/settings/team/invite",
	"import":   "/projects/import",
	"tutorial": "/learn/getting-started",
}

type AccountCreator interface {
	Create(ctx context.Context, email, password string) (string, error)
}

type SignupHandler struct {
	accounts AccountCreator
	sessions interface {
		Start(w http.ResponseWriter, r *http.Request, userID string) error
	}
}

func (h *SignupHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	userID, err := h.accounts.Create(r.Context(), r.PostForm.Get("email"), r.PostForm.Get("password"))
	if err != nil {
		http.Error(w, "could not create account", http.StatusUnprocessableEntity)
		return
	}
	if err := h.sessions.Start(w, r, userID); err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	next := r.PostForm.Get("next")
	if dest, ok := onboardingDestinations[next]; ok {
		next = dest
	} else {
		next = "/welcome"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}
