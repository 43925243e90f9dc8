// corpus: CWE-79 vulnerable — the requested page name is echoed inside the HTML body returned by echo's c.HTML.
package site

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
)

func PageNotFound(c echo.Context) error {
	page := c.QueryParam("page")
	body := fmt.Sprintf(`<div class="error"><h2>Page not found</h2><p>No page called <b>%s</b> exists.</p></div>`, page)
	return c.HTML(http.StatusNotFound, body)
}

func Register(e *echo.Echo) {
	e.GET("/pages", PageNotFound)
}
