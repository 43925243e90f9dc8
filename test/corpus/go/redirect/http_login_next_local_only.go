// corpus: CWE-601 safe — the next parameter is accepted only when url.Parse yields a relative path with no scheme or host and no leading // or backslash; otherwise the user goes to /dashboard.
package auth

import (
	"net/http"
	"net/url"
	"strings"
)

type Authenticator interface {
	Login(user, password string) (string, error)
}

type LoginHandler struct {
	auth        Authenticator
	defaultNext string
}

func localTarget(raw string) (string, bool) {
	if raw == "" || strings.HasPrefix(raw, "//") || strings.Contains(raw, "\\") {
		return "", false
	}
	u, err := url.Parse(raw)
	if err != nil || u.IsAbs() || u.Host != "" || u.User != nil {
		return "", false
	}
	if !strings.HasPrefix(u.Path, "/") {
		return "", false
	}
	return u.RequestURI(), true
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	session, err := h.auth.Login(r.FormValue("username"), r.FormValue("password"))
	if err != nil {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "sid",
		Value:    session,
		Path:     "/",
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
	dest := h.defaultNext
	if next, ok := localTarget(r.URL.Query().Get("next")); ok {
		dest = next
	}
	http.Redirect(w, r, dest, http.StatusSeeOther)
}
