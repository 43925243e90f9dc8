package cookies

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/gofiber/fiber/v2"
	"github.com/gorilla/sessions"
	"github.com/labstack/echo/v4"
)

const secureCookies = true

type Config struct {
	SecureCookies bool
}

func LoginFalse(w http.ResponseWriter, token string) {
	// ruleid: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Path: "/", HttpOnly: true, Secure: true})
}

func LoginMissing(w http.ResponseWriter, token string) {
	// ruleid: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Path: "/", HttpOnly: true})
}

func LoginVariable(w http.ResponseWriter, token string) {
	cookie := http.Cookie{Name: "remember", Value: token, Expires: time.Now().Add(24 * time.Hour)}
	cookie.HttpOnly = true
	// ruleid: go.security.insecure-cookie
	http.SetCookie(w, &cookie)
}

func LoginSecure(w http.ResponseWriter, token string) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Path: "/", Secure: true, HttpOnly: true})
}

func LoginSecureConstant(w http.ResponseWriter, token string) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Secure: secureCookies, HttpOnly: true})
}

func LoginSecureLater(w http.ResponseWriter, token string) {
	c := &http.Cookie{Name: "session", Value: token}
	c.Secure = true
	// ok: go.security.insecure-cookie
	http.SetCookie(w, c)
}

func LoginByRequest(w http.ResponseWriter, r *http.Request, token string) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Secure: r.TLS != nil})
}

func LoginConfigured(w http.ResponseWriter, cfg Config, token string) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, Secure: cfg.SecureCookies})
}

func Logout(w http.ResponseWriter) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "", Path: "/", MaxAge: -1})
}

func Forward(w http.ResponseWriter, c *http.Cookie) {
	// ok: go.security.insecure-cookie
	http.SetCookie(w, c)
}

func GinLogin(c *gin.Context, token string) {
	// ruleid: go.security.insecure-cookie
	c.SetCookie("auth_token", token, 3600, "/", "", true, true)
}

func GinLoginVariable(c *gin.Context, token string) {
	secure := false
	// ruleid: go.security.insecure-cookie
	c.SetCookie("auth_token", token, 3600, "/", "", secure, true)
}

func GinLoginSecure(c *gin.Context, token string) {
	// ok: go.security.insecure-cookie
	c.SetCookie("auth_token", token, 3600, "/", "", true, true)
}

func GinLoginConfigured(c *gin.Context, cfg Config, token string) {
	// ok: go.security.insecure-cookie
	c.SetCookie("auth_token", token, 3600, "/", "", cfg.SecureCookies, true)
}

func GinLogout(c *gin.Context) {
	// ok: go.security.insecure-cookie
	c.SetCookie("auth_token", "", -1, "/", "", false, true)
}

func EchoLogin(c echo.Context, token string) error {
	cookie := new(http.Cookie)
	cookie.Name = "session"
	cookie.Value = token
	cookie.Secure = false
	// ruleid: go.security.insecure-cookie
	c.SetCookie(cookie)
	return nil
}

func ReadSession(r *http.Request) string {
	// ok: go.security.insecure-cookie
	c, err := r.Cookie("session")
	if err != nil {
		return ""
	}
	return c.Value
}

func SessionStore(store *sessions.CookieStore) {
	// ruleid: go.security.insecure-cookie
	store.Options = &sessions.Options{Path: "/", MaxAge: 86400, HttpOnly: true}
}

func SecureSessionStore(store *sessions.CookieStore) {
	// ok: go.security.insecure-cookie
	store.Options = &sessions.Options{Path: "/", MaxAge: 86400, HttpOnly: true, Secure: true}
}

// ruleid: go.security.insecure-cookie
var defaultOptions = sessions.Options{Path: "/", Secure: false}

// ok: go.security.insecure-cookie
var strictOptions = sessions.Options{Path: "/", Secure: secureCookies, HttpOnly: true}

func FiberLogin(c *fiber.Ctx, token string) error {
	// ruleid: go.security.insecure-cookie
	c.Cookie(&fiber.Cookie{Name: "session", Value: token, HTTPOnly: true})
	return nil
}
