// corpus: CWE-501 vulnerable — a client-supplied X-User-ID header is copied into the session as the authenticated user id.
package middleware

import (
	"net/http"

	"github.com/gin-contrib/sessions"
	"github.com/gin-gonic/gin"
)

func AdoptUser() gin.HandlerFunc {
	return func(c *gin.Context) {
		session := sessions.Default(c)
		if session.Get("user_id") == nil {
			if uid := c.GetHeader("X-User-ID"); uid != "" {
				session.Set("user_id", uid)
				session.Set("authenticated", true)
				if err := session.Save(); err != nil {
					c.AbortWithStatus(http.StatusInternalServerError)
					return
				}
			}
		}
		c.Next()
	}
}
