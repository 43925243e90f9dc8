// corpus: CWE-22 safe — ReportStore.Resolve joins the requested name to the tenant folder and rejects it unless filepath.Rel shows the result still lies inside that folder, so "../" names are refused before the file is opened.
package reports

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

var errOutsideRoot = errors.New("path escapes report folder")

type ReportStore struct {
	root string
}

func NewReportStore(root string) *ReportStore {
	return &ReportStore{root: filepath.Clean(root)}
}

func (s *ReportStore) Resolve(tenant, name string) (string, error) {
	base := filepath.Join(s.root, tenant)
	full := filepath.Join(base, name)
	rel, err := filepath.Rel(base, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errOutsideRoot
	}
	return full, nil
}

type ReportHandler struct {
	store *ReportStore
}

func (h *ReportHandler) Register(r *gin.RouterGroup) {
	r.GET("/reports/:name", h.download)
}

func (h *ReportHandler) download(c *gin.Context) {
	path, err := h.store.Resolve(c.GetString("tenant"), c.Param("name"))
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	c.DataFromReader(http.StatusOK, info.Size(), "application/pdf", f, map[string]string{
		"Content-Disposition": `attachment; filename="` + filepath.Base(path) + `"`,
	})
}
