// corpus: CWE-22 vulnerable — the report name query parameter is concatenated onto a directory and read with os.ReadFile.
package handlers

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

const reportsDir = "./data/reports/"

func GetReport(c *gin.Context) {
	name := c.Query("name")
	content, err := os.ReadFile(reportsDir + name)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "report not found"})
		return
	}
	c.Data(http.StatusOK, "text/csv", content)
}
