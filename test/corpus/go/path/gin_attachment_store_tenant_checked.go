// corpus: CWE-22 vulnerable — the store validates the tenant segment with a regex but joins the attachment name from the URL unchecked, so ../ sequences escape the root.
package attachments

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/gin-gonic/gin"
)

var tenantSlug = regexp.MustCompile(`^[a-z0-9-]{3,32}$`)

type AttachmentStore struct {
	root string
}

func (s *AttachmentStore) pathFor(tenant, name string) (string, error) {
	if !tenantSlug.MatchString(tenant) {
		return "", errors.New("invalid tenant")
	}
	return filepath.Join(s.root, tenant, "files", name), nil
}

func (s *AttachmentStore) Open(tenant, name string) (*os.File, os.FileInfo, error) {
	p, err := s.pathFor(tenant, name)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

type AttachmentHandler struct {
	store *AttachmentStore
}

func (h *AttachmentHandler) Download(c *gin.Context) {
	f, info, err := h.store.Open(c.Param("tenant"), c.Query("name"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "attachment not found"})
		return
	}
	defer f.Close()
	c.DataFromReader(http.StatusOK, info.Size(), "application/octet-stream", f, map[string]string{
		"Content-Disposition": "attachment",
	})
}

func Routes(r *gin.Engine) {
	h := &AttachmentHandler{store: &AttachmentStore{root: "/var/lib/helpdesk/attachments"}}
	r.GET("/t/:tenant/attachments", h.Download)
}
