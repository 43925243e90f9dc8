// corpus: CWE-117 safe — the logged document id is parsed with strconv.ParseInt before use, and the user agent goes through logSafe, which escapes CR and LF, so neither value can start a new log line.
package documents

import (
	"log"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
)

var logEscaper = strings.NewReplacer("\r", `\r`, "\n", `\n`)

func logSafe(s string) string {
	return logEscaper.Replace(s)
}

type DocumentService interface {
	Open(id int64) ([]byte, string, error)
}

type DownloadHandler struct {
	docs   DocumentService
	logger *log.Logger
}

func (h *DownloadHandler) Mount(r chi.Router) {
	r.Get("/documents/{id}/download", h.download)
}

func (h *DownloadHandler) download(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	h.logger.Printf("document download id=%d agent=%s", id, logSafe(r.UserAgent()))
	data, contentType, err := h.docs.Open(id)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", contentType)
	_, _ = w.Write(data)
}
