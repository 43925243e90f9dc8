// corpus: CWE-943 vulnerable — the JSON body is decoded into a map and its "status" entry, which can be an object such as {"$ne": null}, is placed as-is in the Mongo filter next to the customer id, so operators from the client widen the query.
package orders

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

type Order struct {
	ID         string    `bson:"_id" json:"id"`
	CustomerID string    `bson:"customer_id" json:"customer_id"`
	Status     string    `bson:"status" json:"status"`
	Total      int64     `bson:"total_cents" json:"total_cents"`
	CreatedAt  time.Time `bson:"created_at" json:"created_at"`
}

type OrderRepository struct {
	coll *mongo.Collection
}

func NewOrderRepository(db *mongo.Database) *OrderRepository {
	return &OrderRepository{coll: db.Collection("orders")}
}

func (r *OrderRepository) Find(ctx context.Context, filter bson.M) ([]Order, error) {
	cur, err := r.coll.Find(ctx, filter, options.Find().SetSort(bson.D{{Key: "created_at", Value: -1}}).SetLimit(100))
	if err != nil {
		return nil, err
	}
	var out []Order
	err = cur.All(ctx, &out)
	return out, err
}

type OrderHandler struct {
	repo *OrderRepository
}

func (h *OrderHandler) Register(r *gin.RouterGroup) {
	r.POST("/orders/search", h.search)
}

func (h *OrderHandler) search(c *gin.Context) {
	customerID := c.GetString("customer_id")
	var body map[string]any
	if err := c.ShouldBindJSON(&body); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid body"})
		return
	}
	filter := bson.M{"customer_id": customerID}
	if st, ok := body["status"]; ok {
		filter["status"] = st
	}
	orders, err := h.repo.Find(c.Request.Context(), filter)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
		return
	}
	c.JSON(http.StatusOK, orders)
}
