// corpus: CWE-22 safe — the upload token must match ^[a-zA-Z0-9_-]+$ (no dots or slashes) before it becomes part of the removed path.
package uploads

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
)

var tokenRE = regexp.MustCompile(`^[a-zA-Z0-9_-]+$`)

type Cleaner struct {
	TmpDir string
}

func (c *Cleaner) Cancel(w http.ResponseWriter, r *http.Request) {
	token := r.PostFormValue("upload_token")
	if !tokenRE.MatchString(token) {
		http.Error(w, "invalid token", http.StatusBadRequest)
		return
	}
	if err := os.Remove(filepath.Join(c.TmpDir, token+".part")); err != nil && !os.IsNotExist(err) {
		http.Error(w, "cleanup failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
