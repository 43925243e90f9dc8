// corpus: CWE-918 vulnerable — the link from the JSON body is used to build an outbound request sent with client.Do.
package preview

import (
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type previewRequest struct {
	Link string `json:"link" binding:"required"`
}

var client = &http.Client{Timeout: 5 * time.Second}

func LinkPreview(c *gin.Context) {
	var req previewRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "link required"})
		return
	}
	out, err := http.NewRequest(http.MethodGet, req.Link, nil)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad link"})
		return
	}
	resp, err := client.Do(out)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "fetch failed"})
		return
	}
	defer resp.Body.Close()
	head, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	c.JSON(http.StatusOK, gin.H{"status": resp.StatusCode, "bytes": len(head)})
}
