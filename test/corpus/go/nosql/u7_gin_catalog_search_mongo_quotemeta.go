// corpus: CWE-943 safe — the search term is escaped with regexp.QuoteMeta before it goes into a $regex value, the category is bound as a plain string from a typed struct, and the price bound is parsed as a number.
package catalog

import (
	"context"
	"net/http"
	"regexp"

	"github.com/gin-gonic/gin"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

type Product struct {
	SKU      string  `bson:"sku" json:"sku"`
	Name     string  `bson:"name" json:"name"`
	Category string  `bson:"category" json:"category"`
	Price    float64 `bson:"price" json:"price"`
}

type searchParams struct {
	Term     string  `form:"q" binding:"max=80"`
	Category string  `form:"category" binding:"max=40"`
	MaxPrice float64 `form:"max_price" binding:"gte=0"`
}

type ProductRepo struct {
	coll *mongo.Collection
}

func (r *ProductRepo) Search(ctx context.Context, p searchParams) ([]Product, error) {
	filter := bson.D{}
	if p.Term != "" {
		filter = append(filter, bson.E{Key: "name", Value: bson.M{"$regex": regexp.QuoteMeta(p.Term), "$options": "i"}})
	}
	if p.Category != "" {
		filter = append(filter, bson.E{Key: "category", Value: p.Category})
	}
	if p.MaxPrice > 0 {
		filter = append(filter, bson.E{Key: "price", Value: bson.M{"$lte": p.MaxPrice}})
	}
	cur, err := r.coll.Find(ctx, filter, options.Find().SetLimit(50))
	if err != nil {
		return nil, err
	}
	var out []Product
	err = cur.All(ctx, &out)
	return out, err
}

type CatalogHandler struct {
	repo *ProductRepo
}

func (h *CatalogHandler) Search(c *gin.Context) {
	var p searchParams
	if err := c.ShouldBindQuery(&p); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid search parameters"})
		return
	}
	products, err := h.repo.Search(c.Request.Context(), p)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, products)
}
