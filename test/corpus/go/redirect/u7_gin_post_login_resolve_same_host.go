// corpus: CWE-601 safe — the return_to value is resolved against the application's base URL and used only when the result keeps the same scheme and host; the absolute resolved URL is what gets redirected to; anything else falls back to /home.
package web

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"
)

type Authenticator interface {
	Login(c *gin.Context, email, password string) error
}

type LoginHandler struct {
	auth    Authenticator
	baseURL *url.URL
}

func NewLoginHandler(auth Authenticator, base string) (*LoginHandler, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	return &LoginHandler{auth: auth, baseURL: u}, nil
}

func (h *LoginHandler) safeTarget(raw string) string {
	const fallback = "/home"
	if raw == "" || strings.ContainsAny(raw, "\\\r\n\t") {
		return fallback
	}
	ref, err := url.Parse(raw)
	if err != nil {
		return fallback
	}
	resolved := h.baseURL.ResolveReference(ref)
	if resolved.Scheme != h.baseURL.Scheme || resolved.Host != h.baseURL.Host {
		return fallback
	}
	return resolved.String()
}

func (h *LoginHandler) Submit(c *gin.Context) {
	email := c.PostForm("email")
	password := c.PostForm("password")
	if err := h.auth.Login(c, email, password); err != nil {
		c.HTML(http.StatusUnauthorized, "login.html", gin.H{"error": "Invalid email or password", "email": email})
		return
	}
	c.Redirect(http.StatusSeeOther, h.safeTarget(c.PostForm("return_to")))
}

func (h *LoginHandler) Register(r *gin.Engine) {
	r.POST("/login", h.Submit)
}
