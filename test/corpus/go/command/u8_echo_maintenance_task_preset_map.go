// corpus: CWE-78 safe — the task name from the path only selects an entry of the constant maintenanceTasks map; unknown names are rejected, so the script run through sh -c is always one of the fixed command lines in this file.
package admin

import (
	"context"
	"net/http"
	"os/exec"
	"time"

	"github.com/labstack/echo/v4"
)

var maintenanceTasks = map[string]string{
	"vacuum":        "psql \"$DATABASE_URL\" -c 'VACUUM (ANALYZE)'",
	"rotate-logs":   "logrotate -f /etc/logrotate.d/app",
	"flush-cdn":     "curl -fsS -X POST \"$CDN_PURGE_URL\" -H \"Authorization: Bearer $CDN_TOKEN\"",
	"reindex-stats": "psql \"$DATABASE_URL\" -c 'REINDEX TABLE CONCURRENTLY daily_stats'",
}

type TaskRunner struct {
	timeout time.Duration
}

func (t *TaskRunner) Run(ctx context.Context, script string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, t.timeout)
	defer cancel()
	return exec.CommandContext(ctx, "/bin/sh", "-c", script).CombinedOutput()
}

type MaintenanceHandler struct {
	runner *TaskRunner
}

func NewMaintenanceHandler() *MaintenanceHandler {
	return &MaintenanceHandler{runner: &TaskRunner{timeout: 10 * time.Minute}}
}

func (h *MaintenanceHandler) Register(g *echo.Group) {
	g.POST("/maintenance/:task", h.run)
}

func (h *MaintenanceHandler) run(c echo.Context) error {
	script, ok := maintenanceTasks[c.Param("task")]
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "unknown task")
	}
	out, err := h.runner.Run(c.Request().Context(), script)
	if err != nil {
		return c.JSON(http.StatusBadGateway, map[string]string{"error": err.Error(), "output": string(out)})
	}
	return c.JSON(http.StatusOK, map[string]string{"output": string(out)})
}
