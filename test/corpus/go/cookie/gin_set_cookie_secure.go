// corpus: CWE-614 safe — gin's SetCookie is called with secure=true and httpOnly=true for the auth token.
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
		c.SetSameSite(http.SameSiteStrictMode)
		c.SetCookie("auth_token", token, 3600, "/", "", true, true)
		c.JSON(http.StatusOK, gin.H{"status": "logged in"})
	}
}
