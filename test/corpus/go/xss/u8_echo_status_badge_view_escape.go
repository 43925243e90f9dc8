// corpus: CWE-79 safe — the service name from the query string is HTML-escaped by badgeView before it is placed in the markup that c.HTML returns, so it is shown as text.
package status

import (
	"context"
	"fmt"
	"html"
	"net/http"

	"github.com/labstack/echo/v4"
)

type HealthChecker interface {
	State(ctx context.Context, service string) (string, error)
}

type badgeView struct {
	Label string
	State string
	Color string
}

func newBadgeView(service, state string) badgeView {
	color := "#d9534f"
	if state == "operational" {
		color = "#5cb85c"
	}
	return badgeView{Label: html.EscapeString(service), State: html.EscapeString(state), Color: color}
}

func (b badgeView) Markup() string {
	return fmt.Sprintf(`<span class="badge" style="background:%s"><b>%s</b> %s</span>`, b.Color, b.Label, b.State)
}

type BadgeHandler struct {
	health HealthChecker
}

func (h *BadgeHandler) Register(e *echo.Echo) {
	e.GET("/badge", h.badge)
}

func (h *BadgeHandler) badge(c echo.Context) error {
	service := c.QueryParam("service")
	state, err := h.health.State(c.Request().Context(), service)
	if err != nil {
		state = "unknown"
	}
	return c.HTML(http.StatusOK, newBadgeView(service, state).Markup())
}
