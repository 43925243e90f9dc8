// corpus: CWE-1336 safe — templates are loaded from fixed files on disk and the request fields are only template data.
package billing

import (
	"html/template"
	"net/http"

	"github.com/labstack/echo/v4"
)

var invoiceTmpl = template.Must(template.ParseFiles("templates/invoice.html", "templates/layout.html"))

type invoiceView struct {
	Customer string
	Note     string
}

func ShowInvoice(c echo.Context) error {
	view := invoiceView{
		Customer: c.QueryParam("customer"),
		Note:     c.QueryParam("note"),
	}
	c.Response().Header().Set(echo.HeaderContentType, echo.MIMETextHTMLCharsetUTF8)
	c.Response().WriteHeader(http.StatusOK)
	return invoiceTmpl.ExecuteTemplate(c.Response(), "layout", view)
}
