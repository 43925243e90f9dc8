// corpus: CWE-22 safe — the resolve helper returns ok only when filepath.Rel from the export root does not climb out with "..", and the handler serves only that result.
package exports

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ExportDir struct {
	root string
}

func (d *ExportDir) resolve(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	full := filepath.Join(d.root, name)
	rel, err := filepath.Rel(d.root, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return full, true
}

type ExportServer struct {
	dir *ExportDir
}

func (s *ExportServer) download(w http.ResponseWriter, r *http.Request) {
	full, ok := s.dir.resolve(r.PathValue("file"))
	if !ok {
		http.Error(w, "invalid export name", http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(full)
	if err != nil {
		http.Error(w, "export not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/csv")
	w.Header().Set("Content-Disposition", "attachment; filename=export.csv")
	w.Write(data)
}

func (s *ExportServer) remove(w http.ResponseWriter, r *http.Request) {
	full, ok := s.dir.resolve(r.FormValue("file"))
	if !ok {
		http.Error(w, "invalid export name", http.StatusBadRequest)
		return
	}
	if err := os.Remove(full); err != nil {
		http.Error(w, "could not delete", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func NewExportMux(root string) *http.ServeMux {
	s := &ExportServer{dir: &ExportDir{root: filepath.Clean(root)}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /exports/{file}", s.download)
	mux.HandleFunc("POST /exports/delete", s.remove)
	return mux
}
