// corpus: CWE-89 safe — the helper only ever returns one of two constant table names, whatever kind the client sends.
package handlers

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"
)

func ordersTable(kind string) string {
	switch kind {
	case "archived":
		return "orders_archive"
	default:
		return "orders"
	}
}

func OrderCount(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		table := ordersTable(c.Query("kind"))
		var n int
		if err := db.QueryRow(fmt.Sprintf("SELECT COUNT(*) FROM %s", table)).Scan(&n); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "count failed"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"count": n})
	}
}
