// corpus: CWE-1333 safe — the input is matched against a constant pattern with no nested or overlapping quantifiers.
package blog

import (
	"net/http"

	"github.com/dlclark/regexp2"
	"github.com/labstack/echo/v4"
)

var slugRE = regexp2.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+){0,15}$`, regexp2.None)

func CheckSlug(c echo.Context) error {
	slug := c.QueryParam("slug")
	if len(slug) > 120 {
		return c.JSON(http.StatusBadRequest, map[string]bool{"valid": false})
	}
	ok, err := slugRE.MatchString(slug)
	if err != nil {
		return c.JSON(http.StatusInternalServerError, map[string]string{"error": "match failed"})
	}
	return c.JSON(http.StatusOK, map[string]bool{"valid": ok})
}
