// corpus: CWE-89 safe — gorm Where receives a "?" placeholder condition with the query value as a separate argument.
package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type User struct {
	ID    uint   `json:"id"`
	Email string `json:"email"`
	Team  string `json:"team"`
}

func TeamMembers(db *gorm.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		team := c.QueryParam("team")
		var users []User
		if err := db.Where("team = ? AND active = ?", team, true).Find(&users).Error; err != nil {
			return c.JSON(http.StatusInternalServerError, map[string]string{"error": "query failed"})
		}
		return c.JSON(http.StatusOK, users)
	}
}
