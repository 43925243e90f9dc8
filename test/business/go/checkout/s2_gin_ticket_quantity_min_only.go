// business: violation — the binding tag only requires min=1, so a request for any number of tickets reaches the seat hold; the ten-per-order maximum is never checked
// rule: line-quantity-range
// context: Customers can buy between 1 and 10 tickets per show in a single order. Seats are held for ten minutes while the customer pays. Children under two do not need a ticket.
// expect: generic.business_logic.bound-unchecked
package checkout

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

const holdFor = 10 * time.Minute

type HoldRequest struct {
	ShowID   string `json:"show_id" binding:"required"`
	Quantity int    `json:"quantity" binding:"required,min=1"`
}

type Hold struct {
	ID        string    `json:"id"`
	Seats     []string  `json:"seats"`
	ExpiresAt time.Time `json:"expires_at"`
}

type SeatMap interface {
	Hold(ctx context.Context, showID string, quantity int, ttl time.Duration) (Hold, error)
}

type TicketHandler struct {
	Seats SeatMap
}

func (h TicketHandler) CreateHold(c *gin.Context) {
	var req HoldRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	hold, err := h.Seats.Hold(c.Request.Context(), req.ShowID, req.Quantity, holdFor) // expect-line
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, hold)
}

func Routes(r *gin.Engine, h TicketHandler) {
	r.POST("/holds", h.CreateHold)
}
