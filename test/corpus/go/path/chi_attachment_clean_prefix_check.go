// corpus: CWE-22 safe — resolveAttachment joins the path parameter under the tenant root, cleans it and returns ok=false unless the result stays inside that root.
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
)

type attachmentStore struct {
	root string
}

func (s *attachmentStore) tenantRoot(tenantID int) string {
	return filepath.Join(s.root, strconv.Itoa(tenantID))
}

func resolveAttachment(base, name string) (string, bool) {
	full := filepath.Clean(filepath.Join(base, name))
	if !strings.HasPrefix(full, base+string(os.PathSeparator)) {
		return "", false
	}
	return full, true
}

type attachmentAPI struct {
	store *attachmentStore
}

func (a *attachmentAPI) download(w http.ResponseWriter, r *http.Request) {
	tenantID, err := strconv.Atoi(chi.URLParam(r, "tenant"))
	if err != nil {
		http.Error(w, "bad tenant", http.StatusBadRequest)
		return
	}
	path, ok := resolveAttachment(a.store.tenantRoot(tenantID), chi.URLParam(r, "*"))
	if !ok {
		http.Error(w, "invalid attachment path", http.StatusBadRequest)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Disposition", "attachment; filename="+strconv.Quote(filepath.Base(path)))
	http.ServeContent(w, r, st.Name(), st.ModTime(), f)
}

func main() {
	a := &attachmentAPI{store: &attachmentStore{root: "/srv/attachments"}}
	r := chi.NewRouter()
	r.Get("/tenants/{tenant}/attachments/*", a.download)
	http.ListenAndServe(":8080", r)
}
