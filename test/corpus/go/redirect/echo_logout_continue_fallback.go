// corpus: CWE-601 vulnerable — the logout handler validates only the next parameter; when it is empty, the unvalidated continue parameter becomes the redirect target.
package account

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
)

type SessionStore interface {
	Destroy(id string) error
}

type LogoutHandler struct {
	sessions  SessionStore
	siteHosts map[string]bool
}

func (h *LogoutHandler) isLocal(raw string) bool {
	if raw == "" {
		return true
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return u.Host == "" || h.siteHosts[u.Host]
}

func (h *LogoutHandler) Logout(c echo.Context) error {
	if cookie, err := c.Cookie("sid"); err == nil {
		_ = h.sessions.Destroy(cookie.Value)
	}
	c.SetCookie(&http.Cookie{Name: "sid", Value: "", Path: "/", MaxAge: -1})

	next := c.QueryParam("next")
	if !h.isLocal(next) {
		return c.Redirect(http.StatusFound, "/")
	}
	dest := next
	if dest == "" {
		dest = c.QueryParam("continue")
	}
	if dest == "" {
		dest = "/"
	}
	return c.Redirect(http.StatusFound, dest)
}

func Register(e *echo.Echo, sessions SessionStore) {
	h := &LogoutHandler{
		sessions:  sessions,
		siteHosts: map[string]bool{"www.example-shop.com": true, "example-shop.com": true},
	}
	e.GET("/logout", h.Logout)
}
