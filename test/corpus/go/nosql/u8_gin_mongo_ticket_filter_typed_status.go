// corpus: CWE-943 safe — the filter fields are bound into a struct whose Status and Priority are plain strings restricted by oneof, so the JSON body cannot smuggle a query operator into the Mongo filter.
package support

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type TicketFilter struct {
	Status   string `json:"status" binding:"omitempty,oneof=open pending closed"`
	Priority string `json:"priority" binding:"omitempty,oneof=low normal high urgent"`
}

type Ticket struct {
	ID       string `bson:"_id" json:"id"`
	Subject  string `bson:"subject" json:"subject"`
	Status   string `bson:"status" json:"status"`
	Priority string `bson:"priority" json:"priority"`
}

type TicketRepo struct {
	coll *mongo.Collection
}

func (r *TicketRepo) Find(ctx context.Context, filter bson.M) ([]Ticket, error) {
	cur, err := r.coll.Find(ctx, filter)
	if err != nil {
		return nil, err
	}
	var out []Ticket
	return out, cur.All(ctx, &out)
}

type TicketAPI struct {
	repo *TicketRepo
}

func (a *TicketAPI) Register(r *gin.RouterGroup) {
	r.POST("/tickets/search", a.search)
}

func (a *TicketAPI) search(c *gin.Context) {
	var f TicketFilter
	if err := c.ShouldBindJSON(&f); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	filter := bson.M{"org_id": c.GetString("org_id")}
	if f.Status != "" {
		filter["status"] = f.Status
	}
	if f.Priority != "" {
		filter["priority"] = f.Priority
	}
	tickets, err := a.repo.Find(c.Request.Context(), filter)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, tickets)
}
