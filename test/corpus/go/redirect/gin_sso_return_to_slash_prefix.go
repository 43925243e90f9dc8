// corpus: CWE-601 vulnerable — the return_to check only requires a leading slash, so a protocol-relative value like //evil.example passes and is used in c.Redirect.
package sso

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type TokenExchanger interface {
	Exchange(code string) (string, error)
}

type CallbackConfig struct {
	Home       string
	CookieName string
}

func sanitizeReturn(raw, fallback string) string {
	if raw == "" || !strings.HasPrefix(raw, "/") {
		return fallback
	}
	return raw
}

type SSOHandler struct {
	tokens TokenExchanger
	cfg    CallbackConfig
}

func (h *SSOHandler) Start(c *gin.Context) {
	c.SetCookie("sso_return", c.Query("return_to"), 600, "/", "", true, true)
	c.Redirect(http.StatusFound, "https://idp.example.org/authorize?client_id=portal")
}

func (h *SSOHandler) Callback(c *gin.Context) {
	token, err := h.tokens.Exchange(c.Query("code"))
	if err != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "sign-in failed"})
		return
	}
	c.SetCookie(h.cfg.CookieName, token, 3600, "/", "", true, true)
	returnTo, err := c.Cookie("sso_return")
	if err != nil {
		returnTo = c.Query("return_to")
	}
	c.Redirect(http.StatusFound, sanitizeReturn(returnTo, h.cfg.Home))
}

func Register(r *gin.Engine, tokens TokenExchanger) {
	h := &SSOHandler{tokens: tokens, cfg: CallbackConfig{Home: "/home", CookieName: "portal_session"}}
	r.GET("/sso/start", h.Start)
	r.GET("/sso/callback", h.Callback)
}
