// corpus: CWE-643 vulnerable — the sku query parameter is spliced into an XPath predicate, so sku=x' or @visibility='internal lists unreleased products with their wholesale prices.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
	"github.com/gin-gonic/gin"
)

type product struct {
	SKU       string `json:"sku"`
	Name      string `json:"name"`
	Wholesale string `json:"wholesale"`
}

type catalog struct {
	doc *xmlquery.Node
}

func loadCatalog(path string) (*catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &catalog{doc: doc}, nil
}

func (c *catalog) publicBySKU(sku string) []product {
	expr := fmt.Sprintf("//product[@visibility='public' and @sku='%s']", sku)
	var out []product
	for _, n := range xmlquery.Find(c.doc, expr) {
		out = append(out, product{
			SKU:       n.SelectAttr("sku"),
			Name:      n.SelectElement("name").InnerText(),
			Wholesale: n.SelectElement("wholesale").InnerText(),
		})
	}
	return out
}

type catalogHandler struct{ cat *catalog }

func (h *catalogHandler) lookup(c *gin.Context) {
	items := h.cat.publicBySKU(c.Query("sku"))
	if len(items) == 0 {
		c.JSON(http.StatusNotFound, gin.H{"error": "no such product"})
		return
	}
	c.JSON(http.StatusOK, items)
}

func main() {
	cat, err := loadCatalog("/srv/catalog/products.xml")
	if err != nil {
		log.Fatal(err)
	}
	h := &catalogHandler{cat: cat}
	r := gin.Default()
	r.GET("/catalog/lookup", h.lookup)
	r.Run(":8080")
}
