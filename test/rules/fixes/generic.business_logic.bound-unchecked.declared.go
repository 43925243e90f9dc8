// context: Customers can buy between 1 and 10 tickets in a single order.
package tickets

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
)

type HoldRequest struct {
	Quantity int `json:"quantity" binding:"required,min=1"`
}

type BoundedRequest struct {
	Quantity int `json:"quantity" binding:"required,min=1,max=10"`
}

type Seats interface {
	Hold(ctx context.Context, quantity int) error
}

type Handler struct{ Seats Seats }

func (h Handler) CreateHold(c *gin.Context) {
	var req HoldRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	// ruleid: generic.business_logic.bound-unchecked
	_ = h.Seats.Hold(c.Request.Context(), req.Quantity)
}
