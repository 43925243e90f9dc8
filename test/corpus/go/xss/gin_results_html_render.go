// corpus: CWE-79 safe — gin's c.HTML renders through html/template, which escapes the query passed in gin.H.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func results(c *gin.Context) {
	q := c.Query("q")
	c.HTML(http.StatusOK, "results.tmpl", gin.H{
		"title": "Search",
		"query": q,
	})
}

func main() {
	r := gin.Default()
	r.LoadHTMLGlob("templates/*.tmpl")
	r.GET("/results", results)
	r.Run(":8080")
}
