// corpus: CWE-79 safe — the profile card is rendered with html/template, which escapes the query-string name and bio; the only Fprintf writes an integer.
package cards

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
)

var cardTmpl = template.Must(template.New("card").Parse(`<div class="card">
  <h2>{{.Name}}</h2>
  <p class="bio">{{.Bio}}</p>
  <a href="/u/{{.Handle}}">View profile</a>
</div>`))

type Card struct {
	Name   string
	Bio    string
	Handle string
}

type CardRenderer struct {
	tmpl *template.Template
}

func (r *CardRenderer) Render(card Card) (string, error) {
	var buf bytes.Buffer
	if err := r.tmpl.Execute(&buf, card); err != nil {
		return "", err
	}
	return buf.String(), nil
}

type PreviewHandler struct {
	renderer *CardRenderer
}

func (h *PreviewHandler) Preview(c *gin.Context) {
	card := Card{
		Name:   c.Query("name"),
		Bio:    c.Query("bio"),
		Handle: c.Query("handle"),
	}
	html, err := h.renderer.Render(card)
	if err != nil {
		c.String(http.StatusInternalServerError, "render failed")
		return
	}
	width, err := strconv.Atoi(c.DefaultQuery("width", "320"))
	if err != nil {
		width = 320
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Status(http.StatusOK)
	fmt.Fprintf(c.Writer, "<section style=\"width:%dpx\">", width)
	c.Writer.WriteString(html)
	c.Writer.WriteString("</section>")
}

func Register(r *gin.Engine) {
	h := &PreviewHandler{renderer: &CardRenderer{tmpl: cardTmpl}}
	r.GET("/cards/preview", h.Preview)
}
