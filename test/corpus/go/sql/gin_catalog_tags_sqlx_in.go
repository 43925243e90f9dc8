// corpus: CWE-89 safe — the tag list from the query string is expanded by sqlx.In into bind variables and rebound; the table name is a constant.
package catalog

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

const productsTable = "catalog_products"

type Product struct {
	ID    int64   `db:"id" json:"id"`
	Name  string  `db:"name" json:"name"`
	Price float64 `db:"price" json:"price"`
	Tag   string  `db:"tag" json:"tag"`
}

type ProductRepository struct {
	db *sqlx.DB
}

func (r *ProductRepository) ByTags(tags []string, inStockOnly bool) ([]Product, error) {
	base := "SELECT id, name, price, tag FROM " + productsTable + " WHERE tag IN (?)"
	if inStockOnly {
		base += " AND stock > 0"
	}
	query, args, err := sqlx.In(base, tags)
	if err != nil {
		return nil, err
	}
	query = r.db.Rebind(query)
	var products []Product
	if err := r.db.Select(&products, query, args...); err != nil {
		return nil, err
	}
	return products, nil
}

type CatalogAPI struct {
	products *ProductRepository
}

func (api *CatalogAPI) byTags(c *gin.Context) {
	tags := c.QueryArray("tag")
	if len(tags) == 0 || len(tags) > 20 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "between 1 and 20 tags required"})
		return
	}
	products, err := api.products.ByTags(tags, c.Query("in_stock") == "true")
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "catalog unavailable"})
		return
	}
	c.JSON(http.StatusOK, products)
}

func (api *CatalogAPI) Register(rg *gin.RouterGroup) {
	rg.GET("/products/by-tags", api.byTags)
}
