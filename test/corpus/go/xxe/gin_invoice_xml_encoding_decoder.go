// corpus: CWE-611 safe — the uploaded invoice XML is decoded with encoding/xml, which never loads DTDs or resolves external entities.
package main

import (
	"encoding/xml"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
)

type invoiceDoc struct {
	XMLName  xml.Name `xml:"invoice"`
	Number   string   `xml:"number"`
	Customer struct {
		Name string `xml:"name"`
	} `xml:"customer"`
	Total string `xml:"total"`
}

type invoiceSummary struct {
	Number   string `json:"number"`
	Customer string `json:"customer"`
	Total    string `json:"total"`
}

type invoiceParser struct {
	strict bool
}

func newInvoiceParser() *invoiceParser {
	return &invoiceParser{strict: true}
}

func (ip *invoiceParser) Summarize(r io.Reader) (*invoiceSummary, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = ip.strict
	var doc invoiceDoc
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	return &invoiceSummary{Number: doc.Number, Customer: doc.Customer.Name, Total: doc.Total}, nil
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
