// corpus: CWE-79 safe — the customer name and notes from the query reach the page only as data of an html/template, which escapes them for the HTML and attribute contexts.
package invoicing

import (
	"bytes"
	"html/template"
	"strconv"

	"github.com/gofiber/fiber/v2"
)

var invoiceTmpl = template.Must(template.New("invoice").Parse(`<!doctype html>
<html><body>
<header data-customer="{{.Customer}}"><h2>Invoice for {{.Customer}}</h2></header>
<table>
{{range .Lines}}<tr><td>{{.Description}}</td><td>{{printf "%.2f" .Amount}}</td></tr>{{end}}
</table>
<p class="notes">{{.Notes}}</p>
</body></html>`))

type line struct {
	Description string
	Amount      float64
}

type invoiceView struct {
	Customer string
	Notes    string
	Lines    []line
}

type PreviewService struct{}

func (PreviewService) Render(v invoiceView) ([]byte, error) {
	var buf bytes.Buffer
	if err := invoiceTmpl.Execute(&buf, v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func RegisterPreview(app *fiber.App, svc PreviewService) {
	app.Get("/invoices/preview", func(c *fiber.Ctx) error {
		qty, err := strconv.Atoi(c.Query("qty", "1"))
		if err != nil || qty < 1 {
			qty = 1
		}
		view := invoiceView{
			Customer: c.Query("customer"),
			Notes:    c.Query("notes"),
			Lines:    []line{{Description: "Consulting hours", Amount: float64(qty) * 95.0}},
		}
		html, err := svc.Render(view)
		if err != nil {
			return fiber.ErrInternalServerError
		}
		c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
		return c.Send(html)
	})
}
