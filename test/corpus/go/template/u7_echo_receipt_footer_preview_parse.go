// corpus: CWE-1336 vulnerable — the footer text posted to the preview endpoint is parsed as a text/template whose FuncMap exposes the shop settings lookup, so a footer like {{setting "smtp.password"}} is evaluated on the server.
package receipts

import (
	"bytes"
	"net/http"
	"strings"
	"text/template"
	"time"

	"github.com/labstack/echo/v4"
)

type Settings interface {
	Get(key string) string
}

type Receipt struct {
	Number   string
	Customer string
	Total    float64
	IssuedAt time.Time
}

type ReceiptRenderer struct {
	settings Settings
}

func (r *ReceiptRenderer) funcs() template.FuncMap {
	return template.FuncMap{
		"upper":   strings.ToUpper,
		"setting": r.settings.Get,
		"date":    func(t time.Time) string { return t.Format("2006-01-02") },
	}
}

func (r *ReceiptRenderer) RenderFooter(footer string, rc Receipt) (string, error) {
	t, err := template.New("footer").Funcs(r.funcs()).Parse(footer)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, rc); err != nil {
		return "", err
	}
	return buf.String(), nil
}

type ReceiptSettingsHandler struct {
	renderer *ReceiptRenderer
}

func (h *ReceiptSettingsHandler) Register(g *echo.Group) {
	g.POST("/settings/receipt/preview", h.preview)
}

func (h *ReceiptSettingsHandler) preview(c echo.Context) error {
	sample := Receipt{Number: "R-000123", Customer: "Sample Customer", Total: 42.50, IssuedAt: time.Now()}
	out, err := h.renderer.RenderFooter(c.FormValue("footer"), sample)
	if err != nil {
		return c.JSON(http.StatusUnprocessableEntity, map[string]string{"error": err.Error()})
	}
	return c.JSON(http.StatusOK, map[string]string{"footer": out})
}
