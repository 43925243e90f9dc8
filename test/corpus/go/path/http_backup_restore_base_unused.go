// corpus: CWE-22 vulnerable — the handler computes filepath.Base of the form field for its check but joins the original, unreduced name into the path it reads.
package backups

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type BackupCatalog struct {
	dir string
}

func (b *BackupCatalog) Open(name string) (*os.File, error) {
	return os.Open(filepath.Join(b.dir, name))
}

type RestoreServer struct {
	catalog *BackupCatalog
}

func (s *RestoreServer) listEntries(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("archive")
	base := filepath.Base(name)
	if base == "." || base == string(filepath.Separator) || !strings.HasSuffix(base, ".tar.gz") {
		http.Error(w, "expected a .tar.gz archive name", http.StatusBadRequest)
		return
	}
	f, err := s.catalog.Open(name)
	if err != nil {
		http.Error(w, "archive not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		http.Error(w, "not a gzip archive", http.StatusUnprocessableEntity)
		return
	}
	tr := tar.NewReader(gz)
	var names []string
	for {
		hdr, err := tr.Next()
		if err != nil {
			break
		}
		names = append(names, hdr.Name)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{"archive": base, "entries": names})
}

func main() {
	s := &RestoreServer{catalog: &BackupCatalog{dir: "/var/backups/app"}}
	http.HandleFunc("/backups/entries", s.listEntries)
	http.ListenAndServe("127.0.0.1:9090", nil)
}
