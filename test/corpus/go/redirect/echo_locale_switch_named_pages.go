// corpus: CWE-601 safe — the redirect path is assembled from a locale and a page that must both be keys of constant maps, so the client never supplies the location text.
package i18n

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

var supportedLocales = map[string]bool{"en": true, "de": true, "fr": true, "es": true}

var namedPages = map[string]string{
	"home":     "/",
	"pricing":  "/pricing",
	"docs":     "/docs/getting-started",
	"checkout": "/cart/checkout",
}

type LocaleSwitcher struct {
	cookieName    string
	defaultLocale string
}

func (s *LocaleSwitcher) target(locale, page string) (string, string) {
	if !supportedLocales[locale] {
		locale = s.defaultLocale
	}
	path, ok := namedPages[page]
	if !ok {
		path = namedPages["home"]
	}
	return locale, "/" + locale + path
}

func (s *LocaleSwitcher) Switch(c echo.Context) error {
	locale, dest := s.target(c.QueryParam("lang"), c.QueryParam("page"))
	c.SetCookie(&http.Cookie{
		Name:     s.cookieName,
		Value:    locale,
		Path:     "/",
		MaxAge:   365 * 24 * 3600,
		SameSite: http.SameSiteLaxMode,
	})
	return c.Redirect(http.StatusSeeOther, dest)
}

func Register(e *echo.Echo) {
	s := &LocaleSwitcher{cookieName: "locale", defaultLocale: "en"}
	e.GET("/locale", s.Switch)
}
