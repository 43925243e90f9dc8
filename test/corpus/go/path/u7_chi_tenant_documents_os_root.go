// corpus: CWE-22 safe — documents are opened through an os.Root rooted at the tenant's directory, which refuses names that escape the root, and the tenant id is parsed as a UUID.
package documents

import (
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

type DocumentService struct {
	baseDir string
}

func (s *DocumentService) Open(tenant uuid.UUID, name string) (*os.File, error) {
	root, err := os.OpenRoot(filepath.Join(s.baseDir, tenant.String()))
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return root.Open(name)
}

type DocumentHandler struct {
	docs *DocumentService
}

func NewRouter(docs *DocumentService) http.Handler {
	h := &DocumentHandler{docs: docs}
	r := chi.NewRouter()
	r.Get("/tenants/{tenant}/documents/*", h.serve)
	return r
}

func (h *DocumentHandler) serve(w http.ResponseWriter, r *http.Request) {
	tenant, err := uuid.Parse(chi.URLParam(r, "tenant"))
	if err != nil {
		http.Error(w, "unknown tenant", http.StatusNotFound)
		return
	}
	name := chi.URLParam(r, "*")
	f, err := h.docs.Open(tenant, name)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	if ct := mime.TypeByExtension(filepath.Ext(name)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	_, _ = io.Copy(w, f)
}
