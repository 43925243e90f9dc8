// corpus: CWE-78 vulnerable — the folder form field is formatted with fmt.Sprintf into a tar command executed by bash -c.
package handlers

import (
	"fmt"
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"
)

const exportRoot = "/srv/exports"

func ArchiveFolder(c *gin.Context) {
	folder := c.PostForm("folder")
	script := fmt.Sprintf("cd %s && tar czf /tmp/%s.tar.gz %s", exportRoot, folder, folder)

	if err := exec.Command("bash", "-c", script).Run(); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "archive failed"})
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"status": "archived"})
}
