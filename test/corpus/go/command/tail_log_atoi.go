// corpus: CWE-78 safe — the line count is parsed with strconv.Atoi and formatted with %d, so only digits reach sh -c.
package handlers

import (
	"fmt"
	"net/http"
	"os/exec"
	"strconv"

	"github.com/gin-gonic/gin"
)

func TailLog(c *gin.Context) {
	lines, err := strconv.Atoi(c.DefaultQuery("lines", "100"))
	if err != nil || lines <= 0 || lines > 5000 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "lines must be 1-5000"})
		return
	}
	script := fmt.Sprintf("tail -n %d /var/log/app/server.log | grep -v DEBUG", lines)
	out, err := exec.Command("sh", "-c", script).Output()
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "tail failed"})
		return
	}
	c.Data(http.StatusOK, "text/plain; charset=utf-8", out)
}
