// corpus: CWE-347 vulnerable — the tenant middleware reads the bearer token with jwt.ParseUnverified and trusts its tenant and role claims for authorization; the signature is never checked.
package middleware

import (
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type TenantClaims struct {
	TenantID string `json:"tid"`
	Role     string `json:"role"`
	jwt.RegisteredClaims
}

type TenantContext struct {
	TenantID string
	UserID   string
	Role     string
}

const tenantKey = "tenant"

func bearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if !strings.HasPrefix(h, "Bearer ") {
		return ""
	}
	return strings.TrimSpace(strings.TrimPrefix(h, "Bearer "))
}

func claimsFromToken(raw string) (*TenantClaims, error) {
	claims := &TenantClaims{}
	parser := jwt.NewParser()
	if _, _, err := parser.ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	return claims, nil
}

func Tenant() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw := bearerToken(c.Request())
			if raw == "" {
				return echo.NewHTTPError(http.StatusUnauthorized, "missing token")
			}
			claims, err := claimsFromToken(raw)
			if err != nil || claims.TenantID == "" {
				return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
			}
			c.Set(tenantKey, TenantContext{TenantID: claims.TenantID, UserID: claims.Subject, Role: claims.Role})
			return next(c)
		}
	}
}

func RequireAdmin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		tc, ok := c.Get(tenantKey).(TenantContext)
		if !ok || tc.Role != "admin" {
			return echo.NewHTTPError(http.StatusForbidden)
		}
		return next(c)
	}
}

func Mount(e *echo.Echo, listUsers, deleteUser echo.HandlerFunc) {
	api := e.Group("/api", Tenant())
	api.GET("/users", listUsers)
	api.DELETE("/users/:id", deleteUser, RequireAdmin)
}
