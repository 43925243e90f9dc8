// corpus: CWE-601 safe — the input is url.QueryEscape'd into the query string of a fixed local path, so the destination stays on this site.
package web

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
)

func LegacySearch(c echo.Context) error {
	q := c.QueryParam("term")
	return c.Redirect(http.StatusMovedPermanently, "/search?q="+url.QueryEscape(q))
}

func Mount(e *echo.Echo) {
	e.GET("/find", LegacySearch)
}
