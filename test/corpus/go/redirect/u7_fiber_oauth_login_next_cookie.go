// corpus: CWE-601 vulnerable — the next query parameter of /login is kept in a cookie across the OAuth round trip and the callback redirects to the cookie value without checking it.
package auth

import (
	"crypto/rand"
	"encoding/base64"
	"time"

	"github.com/gofiber/fiber/v2"
	"golang.org/x/oauth2"
)

const (
	stateCookie = "oauth_state"
	nextCookie  = "post_login_next"
)

type SessionIssuer interface {
	Issue(c *fiber.Ctx, tok *oauth2.Token) error
}

type OAuthController struct {
	conf     *oauth2.Config
	sessions SessionIssuer
}

func randomState() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func (o *OAuthController) setShortCookie(c *fiber.Ctx, name, value string) {
	c.Cookie(&fiber.Cookie{
		Name:     name,
		Value:    value,
		Path:     "/auth",
		Expires:  time.Now().Add(10 * time.Minute),
		Secure:   true,
		HTTPOnly: true,
		SameSite: "Lax",
	})
}

func (o *OAuthController) Login(c *fiber.Ctx) error {
	state := randomState()
	o.setShortCookie(c, stateCookie, state)
	if next := c.Query("next"); next != "" {
		o.setShortCookie(c, nextCookie, next)
	}
	return c.Redirect(o.conf.AuthCodeURL(state), fiber.StatusFound)
}

func (o *OAuthController) Callback(c *fiber.Ctx) error {
	if c.Query("state") == "" || c.Query("state") != c.Cookies(stateCookie) {
		return fiber.NewError(fiber.StatusBadRequest, "state mismatch")
	}
	tok, err := o.conf.Exchange(c.UserContext(), c.Query("code"))
	if err != nil {
		return fiber.NewError(fiber.StatusUnauthorized, "code exchange failed")
	}
	if err := o.sessions.Issue(c, tok); err != nil {
		return err
	}
	target := c.Cookies(nextCookie, "/dashboard")
	c.ClearCookie(stateCookie, nextCookie)
	return c.Redirect(target, fiber.StatusFound)
}

func (o *OAuthController) Mount(app *fiber.App) {
	g := app.Group("/auth")
	g.Get("/login", o.Login)
	g.Get("/callback", o.Callback)
}
