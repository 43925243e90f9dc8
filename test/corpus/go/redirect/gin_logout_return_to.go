// corpus: CWE-601 vulnerable — the return_to query value is passed straight to gin's c.Redirect after logout.
package auth

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Logout(c *gin.Context) {
	c.SetCookie("sid", "", -1, "/", "", true, true)
	target := c.Query("return_to")
	if target == "" {
		target = "/"
	}
	c.Redirect(http.StatusFound, target)
}

func Routes(r *gin.Engine) {
	r.GET("/logout", Logout)
}
