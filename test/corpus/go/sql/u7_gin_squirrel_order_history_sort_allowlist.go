// corpus: CWE-89 safe — the squirrel builder binds the customer id and status with sq.Eq placeholders, and the sort parameter only selects a column from a fixed map, falling back to created_at.
package orders

import (
	"database/sql"
	"net/http"
	"strconv"

	sq "github.com/Masterminds/squirrel"
	"github.com/gin-gonic/gin"
)

var sortColumns = map[string]string{
	"date":   "created_at",
	"total":  "grand_total",
	"status": "status",
}

type OrderRow struct {
	ID         int64   `json:"id"`
	Status     string  `json:"status"`
	GrandTotal float64 `json:"grand_total"`
}

type OrderStore struct {
	db *sql.DB
}

func (s *OrderStore) History(customerID int64, status, sortKey string, desc bool) ([]OrderRow, error) {
	column, ok := sortColumns[sortKey]
	if !ok {
		column = "created_at"
	}
	direction := " ASC"
	if desc {
		direction = " DESC"
	}
	q := sq.Select("id", "status", "grand_total").
		From("orders").
		Where(sq.Eq{"customer_id": customerID}).
		OrderBy(column + direction).
		Limit(100).
		PlaceholderFormat(sq.Dollar)
	if status != "" {
		q = q.Where(sq.Eq{"status": status})
	}
	rows, err := q.RunWith(s.db).Query()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []OrderRow
	for rows.Next() {
		var o OrderRow
		if err := rows.Scan(&o.ID, &o.Status, &o.GrandTotal); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func RegisterOrderRoutes(r *gin.Engine, store *OrderStore) {
	r.GET("/customers/:id/orders", func(c *gin.Context) {
		id, err := strconv.ParseInt(c.Param("id"), 10, 64)
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid customer id"})
			return
		}
		rows, err := store.History(id, c.Query("status"), c.Query("sort"), c.Query("order") == "desc")
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "query failed"})
			return
		}
		c.JSON(http.StatusOK, rows)
	})
}
