// corpus: CWE-89 vulnerable — each comma-separated tag from the query is appended with += into a gorm Raw condition.
package handlers

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Article struct {
	ID    uint
	Title string
	Tags  string
}

func ArticlesByTags(db *gorm.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		cond := ""
		for i, tag := range strings.Split(c.Query("tags"), ",") {
			if i > 0 {
				cond += " OR "
			}
			cond += "tags LIKE '%" + strings.TrimSpace(tag) + "%'"
		}

		var articles []Article
		if err := db.Raw("SELECT id, title, tags FROM articles WHERE " + cond).Scan(&articles).Error; err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "query failed"})
			return
		}
		c.JSON(http.StatusOK, articles)
	}
}
