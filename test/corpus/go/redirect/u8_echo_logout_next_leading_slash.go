// corpus: CWE-601 vulnerable — isLocalPath only checks that next starts with "/", which "//evil.example" also does, and the logout handler redirects to it, so a crafted logout link sends users to another site.
package auth

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

type SessionManager interface {
	Destroy(c echo.Context) error
}

type LogoutHandler struct {
	sessions SessionManager
	home     string
}

func NewLogoutHandler(s SessionManager) *LogoutHandler {
	return &LogoutHandler{sessions: s, home: "/"}
}

func isLocalPath(p string) bool {
	return p != "" && strings.HasPrefix(p, "/")
}

func (h *LogoutHandler) afterLogout(next string) string {
	if isLocalPath(next) {
		return next
	}
	return h.home
}

func (h *LogoutHandler) Logout(c echo.Context) error {
	if err := h.sessions.Destroy(c); err != nil {
		c.Logger().Warnf("logout: %v", err)
	}
	return c.Redirect(http.StatusFound, h.afterLogout(c.QueryParam("next")))
}

func Register(e *echo.Echo, s SessionManager) {
	h := NewLogoutHandler(s)
	e.GET("/logout", h.Logout)
}
