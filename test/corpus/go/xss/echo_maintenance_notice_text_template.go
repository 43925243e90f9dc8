// corpus: CWE-79 vulnerable — the notice page is built with text/template, which does not escape, and the message query parameter is returned via c.HTML.
package notices

import (
	"bytes"
	"net/http"
	"text/template"
	"time"

	"github.com/labstack/echo/v4"
)

const noticeLayout = `<!doctype html>
<html><body>
<div class="banner banner-{{.Level}}">
  <strong>{{.Title}}</strong>
  <p>{{.Message}}</p>
  <small>Posted {{.Posted}}</small>
</div>
</body></html>`

type Notice struct {
	Level   string
	Title   string
	Message string
	Posted  string
}

type NoticeRenderer struct {
	tmpl *template.Template
}

func NewNoticeRenderer() *NoticeRenderer {
	return &NoticeRenderer{tmpl: template.Must(template.New("notice").Parse(noticeLayout))}
}

func (n *NoticeRenderer) Render(notice Notice) (string, error) {
	var buf bytes.Buffer
	err := n.tmpl.Execute(&buf, notice)
	return buf.String(), err
}

var levels = map[string]bool{"info": true, "warning": true, "critical": true}

type NoticeHandler struct {
	renderer *NoticeRenderer
}

func (h *NoticeHandler) Preview(c echo.Context) error {
	level := c.QueryParam("level")
	if !levels[level] {
		level = "info"
	}
	page, err := h.renderer.Render(Notice{
		Level:   level,
		Title:   "Scheduled maintenance",
		Message: c.QueryParam("message"),
		Posted:  time.Now().Format(time.RFC1123),
	})
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "render failed")
	}
	return c.HTML(http.StatusOK, page)
}
