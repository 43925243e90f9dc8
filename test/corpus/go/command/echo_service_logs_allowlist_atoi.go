// corpus: CWE-78 safe — the shell command only receives a unit name looked up in a constant map and a line count parsed with strconv.Atoi.
package ops

import (
	"fmt"
	"net/http"
	"os/exec"
	"strconv"

	"github.com/labstack/echo/v4"
)

var units = map[string]string{
	"api":     "shop-api.service",
	"worker":  "shop-worker.service",
	"billing": "shop-billing.service",
}

type LogQuery struct {
	Unit  string
	Lines int
}

type LogReader struct {
	journalctl string
}

func (l *LogReader) pipeline(q LogQuery) string {
	return fmt.Sprintf("%s -u %s -n %d --no-pager | grep -v DEBUG", l.journalctl, q.Unit, q.Lines)
}

func (l *LogReader) Tail(q LogQuery) ([]byte, error) {
	return exec.Command("sh", "-c", l.pipeline(q)).Output()
}

func parseQuery(c echo.Context) (LogQuery, bool) {
	unit, ok := units[c.Param("service")]
	if !ok {
		return LogQuery{}, false
	}
	n, err := strconv.Atoi(c.QueryParam("lines"))
	if err != nil || n < 1 || n > 2000 {
		n = 200
	}
	return LogQuery{Unit: unit, Lines: n}, true
}

type OpsHandler struct {
	logs *LogReader
}

func (h *OpsHandler) ServiceLogs(c echo.Context) error {
	q, ok := parseQuery(c)
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "unknown service")
	}
	out, err := h.logs.Tail(q)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not read logs")
	}
	return c.Blob(http.StatusOK, "text/plain; charset=utf-8", out)
}

func Register(e *echo.Echo) {
	h := &OpsHandler{logs: &LogReader{journalctl: "/usr/bin/journalctl"}}
	e.GET("/ops/logs/:service", h.ServiceLogs)
}
