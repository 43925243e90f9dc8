// Package orders sorts and filters with query parameters bound by gin: a field whose binding tag limits it to a list
// (`oneof=`) holds one of those values once ShouldBind accepted the request; other fields hold what was sent.
package orders

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type listQuery struct {
	Dir    string `form:"dir" binding:"omitempty,oneof=asc desc"`
	Sort   string `form:"sort" binding:"required,oneof=created_at total 'customer name'"`
	Search string `form:"q" binding:"max=64"`
	Column string `form:"column" validate:"oneof=id total"`
}

type API struct {
	db *gorm.DB
}

func (a *API) List(c *gin.Context) {
	var q listQuery
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	var out []map[string]any
	// ok: go.security.sql-injection
	a.db.Table("orders").Order(q.Sort + " " + q.Dir).Find(&out)
	// ruleid: go.security.sql-injection
	a.db.Table("orders").Where("note LIKE '%" + q.Search + "%'").Find(&out)
	// validate: tags are checked only where the code calls a validator: not by the binding.
	// ruleid: go.security.sql-injection
	a.db.Table("orders").Order(q.Column).Find(&out)
	c.JSON(http.StatusOK, out)
}
