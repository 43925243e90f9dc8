// corpus: CWE-502 vulnerable — an uploaded workspace snapshot from the request body is gob-decoded into a struct whose Settings map holds interface values, so the client picks which registered types get built.
package workspace

import (
	"encoding/gob"
	"io"
	"net/http"
	"time"
)

type Widget struct {
	Kind   string
	Config map[string]string
}

type Snapshot struct {
	Owner    string
	SavedAt  time.Time
	Widgets  []Widget
	Settings map[string]interface{}
}

func init() {
	gob.Register(Widget{})
	gob.Register(map[string]string{})
	gob.Register([]interface{}{})
}

type SnapshotDecoder struct {
	maxBytes int64
}

func (d *SnapshotDecoder) Decode(body io.Reader) (*Snapshot, error) {
	var snap Snapshot
	dec := gob.NewDecoder(io.LimitReader(body, d.maxBytes))
	if err := dec.Decode(&snap); err != nil {
		return nil, err
	}
	return &snap, nil
}

type WorkspaceRepo interface {
	Replace(owner string, snap *Snapshot) error
}

type ImportHandler struct {
	decoder *SnapshotDecoder
	repo    WorkspaceRepo
}

func (h *ImportHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPut {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	snap, err := h.decoder.Decode(r.Body)
	if err != nil {
		http.Error(w, "could not read snapshot", http.StatusBadRequest)
		return
	}
	if err := h.repo.Replace(r.Header.Get("X-User"), snap); err != nil {
		http.Error(w, "import failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func NewImportHandler(repo WorkspaceRepo) http.Handler {
	return &ImportHandler{decoder: &SnapshotDecoder{maxBytes: 4 << 20}, repo: repo}
}
