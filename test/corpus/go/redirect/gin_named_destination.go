// corpus: CWE-601 safe — the "to" value only selects one of several constant local paths; anything else goes to the dashboard.
package nav

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

var destinations = map[string]string{
	"billing":  "/account/billing",
	"security": "/account/security",
	"team":     "/settings/team",
}

func Jump(c *gin.Context) {
	path, ok := destinations[c.Query("to")]
	if !ok {
		path = "/dashboard"
	}
	c.Redirect(http.StatusFound, path)
}
