// corpus: CWE-78 vulnerable — the ref query parameter is passed to a helper that runs it inside a git command through sh -c.
package repo

import (
	"net/http"
	"os/exec"

	"github.com/labstack/echo/v4"
)

func gitLog(ref string) ([]byte, error) {
	cmd := exec.Command("sh", "-c", "git -C /srv/repos/site log --oneline -n 20 "+ref)
	return cmd.Output()
}

func History(c echo.Context) error {
	out, err := gitLog(c.QueryParam("ref"))
	if err != nil {
		return c.JSON(http.StatusInternalServerError, map[string]string{"error": "git failed"})
	}
	return c.Blob(http.StatusOK, "text/plain", out)
}
