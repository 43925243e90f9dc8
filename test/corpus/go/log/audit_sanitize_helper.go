// corpus: CWE-117 safe — a same-file helper replaces CR and LF before the client-supplied reason reaches the audit log.
package audit

import (
	"log"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

var lineBreaks = strings.NewReplacer("\r", " ", "\n", " ")

func oneLine(s string) string {
	return lineBreaks.Replace(s)
}

func DeleteProject(c echo.Context) error {
	reason := oneLine(c.FormValue("reason"))
	log.Printf("project deletion requested, reason: %s", reason)
	return c.NoContent(http.StatusAccepted)
}
