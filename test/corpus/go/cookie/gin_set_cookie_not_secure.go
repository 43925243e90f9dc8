// corpus: CWE-614 vulnerable — gin's SetCookie is called with secure=false for the auth token cookie.
package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type Issuer interface {
	Issue(user, pass string) (string, error)
}

func Login(iss Issuer) gin.HandlerFunc {
	return func(c *gin.Context) {
		token, err := iss.Issue(c.PostForm("user"), c.PostForm("password"))
		if err != nil {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
			return
		}
		c.SetCookie("auth_token", token, 3600, "/", "", false, true)
		c.JSON(http.StatusOK, gin.H{"status": "logged in"})
	}
}
