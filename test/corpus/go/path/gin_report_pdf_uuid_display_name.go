// corpus: CWE-22 safe — the file path is built from the report id after uuid.Parse; the client's display name only goes into the Content-Disposition header.
package reporting

import (
	"fmt"
	"mime"
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

type DownloadRequest struct {
	ReportID    string `form:"id" binding:"required"`
	DisplayName string `form:"filename"`
}

type ReportFiles struct {
	dir string
}

func (r *ReportFiles) PathFor(id uuid.UUID) string {
	return filepath.Join(r.dir, id.String()+".pdf")
}

type ReportHandler struct {
	files *ReportFiles
}

func (h *ReportHandler) Download(c *gin.Context) {
	var req DownloadRequest
	if err := c.ShouldBindQuery(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "id is required"})
		return
	}
	id, err := uuid.Parse(req.ReportID)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "malformed report id"})
		return
	}
	data, err := os.ReadFile(h.files.PathFor(id))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "report not found"})
		return
	}
	name := req.DisplayName
	if name == "" {
		name = fmt.Sprintf("report-%s.pdf", id.String()[:8])
	}
	c.Header("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	c.Data(http.StatusOK, "application/pdf", data)
}

func Routes(r *gin.Engine) {
	h := &ReportHandler{files: &ReportFiles{dir: "/var/lib/reporting/pdf"}}
	r.GET("/reports/download", h.Download)
}
