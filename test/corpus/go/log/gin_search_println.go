// corpus: CWE-117 vulnerable — the raw search query is stored in a map and the same key is appended to the log with log.Println.
package api

import (
	"log"
	"net/http"

	"github.com/gin-gonic/gin"
)

func Search(c *gin.Context) {
	params := map[string]string{
		"q":    c.Query("q"),
		"page": c.DefaultQuery("page", "1"),
	}
	log.Println("search query:", params["q"])
	c.JSON(http.StatusOK, gin.H{"results": []string{}, "page": params["page"]})
}

func Register(r *gin.Engine) {
	r.GET("/api/search", Search)
}
