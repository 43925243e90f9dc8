// corpus: CWE-22 safe — the joined path is cleaned and rejected unless it still lies under the media root.
package media

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

const mediaRoot = "/srv/media"

func Fetch(c *gin.Context) {
	full := filepath.Clean(filepath.Join(mediaRoot, c.Query("path")))
	if !strings.HasPrefix(full, mediaRoot+string(os.PathSeparator)) {
		c.JSON(http.StatusForbidden, gin.H{"error": "path outside media root"})
		return
	}
	data, err := os.ReadFile(full)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.Data(http.StatusOK, "application/octet-stream", data)
}
