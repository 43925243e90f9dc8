// corpus: CWE-78 safe — the host must match a strict hostname regexp (letters, digits, dots, dashes) before the shell command is built.
package netdiag

import (
	"net/http"
	"os/exec"
	"regexp"

	"github.com/labstack/echo/v4"
)

var hostnameRE = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}$`)

func Traceroute(c echo.Context) error {
	host := c.QueryParam("host")
	if !hostnameRE.MatchString(host) {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid host"})
	}
	out, err := exec.Command("sh", "-c", "traceroute -m 15 "+host+" 2>&1").Output()
	if err != nil {
		return c.JSON(http.StatusBadGateway, map[string]string{"error": "traceroute failed"})
	}
	return c.Blob(http.StatusOK, "text/plain", out)
}
