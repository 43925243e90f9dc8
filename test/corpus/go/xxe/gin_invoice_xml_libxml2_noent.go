// corpus: CWE-611 vulnerable — the uploaded invoice XML is parsed by libxml2 with XMLParseNoEnt|XMLParseDTDLoad, so an external entity in the body is expanded into the customer field echoed back.
package main

import (
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

type invoiceSummary struct {
	Number   string `json:"number"`
	Customer string `json:"customer"`
	Total    string `json:"total"`
}

type invoiceParser struct {
	p *parser.Parser
}

func newInvoiceParser() *invoiceParser {
	// entities are substituted so supplier-defined abbreviations resolve
	return &invoiceParser{p: parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad)}
}

func (ip *invoiceParser) Summarize(r io.Reader) (*invoiceSummary, error) {
	doc, err := ip.p.ParseReader(r)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	return &invoiceSummary{
		Number:   xpath.String(doc.Find("string(/invoice/number)")),
		Customer: xpath.String(doc.Find("string(/invoice/customer/name)")),
		Total:    xpath.String(doc.Find("string(/invoice/total)")),
	}, nil
}

type invoiceHandler struct {
	parser *invoiceParser
}

func (h *invoiceHandler) Upload(c *gin.Context) {
	body := http.MaxBytesReader(c.Writer, c.Request.Body, 1<<20)
	sum, err := h.parser.Summarize(body)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "malformed invoice"})
		return
	}
	c.JSON(http.StatusOK, sum)
}

func main() {
	h := &invoiceHandler{parser: newInvoiceParser()}
	r := gin.Default()
	r.POST("/invoices/preview", h.Upload)
	r.Run(":8080")
}
