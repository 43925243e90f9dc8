// corpus: CWE-89 vulnerable — the username path parameter is concatenated into the WHERE clause of QueryRow.
package api

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
)

type Profile struct {
	Username string `json:"username"`
	Bio      string `json:"bio"`
}

func ProfileByUsername(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		username := c.Param("username")
		stmt := "SELECT username, bio FROM profiles WHERE username = '" + username + "'"

		var p Profile
		if err := db.QueryRow(stmt).Scan(&p.Username, &p.Bio); err != nil {
			c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
			return
		}
		c.JSON(http.StatusOK, p)
	}
}
