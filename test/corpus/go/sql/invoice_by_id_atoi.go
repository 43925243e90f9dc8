// corpus: CWE-89 safe — the id is converted with strconv.Atoi and formatted with %d, so only a number reaches the query.
package billing

import (
	"database/sql"
	"fmt"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
)

func InvoiceTotal(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		id, err := strconv.Atoi(c.Param("id"))
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid id"})
			return
		}
		var total float64
		q := fmt.Sprintf("SELECT total FROM invoices WHERE id = %d", id)
		if err := db.QueryRow(q).Scan(&total); err != nil {
			c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"id": id, "total": total})
	}
}
