// corpus: CWE-79 safe — noteRenderer passes the recipient and message through html.EscapeString before building the card, and the font class comes from a fixed map.
package main

import (
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

type giftNote struct {
	Recipient string
	Message   string
	Font      string
}

type noteRenderer struct {
	fonts map[string]string
}

func (r *noteRenderer) fontClass(name string) string {
	if cls, ok := r.fonts[name]; ok {
		return cls
	}
	return "font-serif"
}

func (r *noteRenderer) Card(n giftNote) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="gift-card %s">`, r.fontClass(n.Font))
	b.WriteString("<h3>For " + html.EscapeString(n.Recipient) + "</h3>")
	b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(n.Message), "\n", "<br>") + "</p>")
	b.WriteString("</div>")
	return b.String()
}

type checkoutHandler struct {
	render *noteRenderer
}

func (h *checkoutHandler) previewNote(c echo.Context) error {
	note := giftNote{
		Recipient: c.FormValue("recipient"),
		Message:   c.FormValue("message"),
		Font:      c.FormValue("font"),
	}
	return c.HTML(http.StatusOK, h.render.Card(note))
}

func main() {
	h := &checkoutHandler{render: &noteRenderer{fonts: map[string]string{"script": "font-script", "mono": "font-mono"}}}
	e := echo.New()
	e.POST("/checkout/gift-note/preview", h.previewNote)
	e.Logger.Fatal(e.Start(":8080"))
}
