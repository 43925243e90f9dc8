// corpus: CWE-78 safe — the shell string is a package-level constant; the request only supplies a dry-run flag.
package maintenance

import (
	"net/http"
	"os/exec"
)

const cleanupCmd = "find /var/app/uploads -type f -mtime +7 -delete"
const previewCmd = "find /var/app/uploads -type f -mtime +7 -print"

func Cleanup(w http.ResponseWriter, r *http.Request) {
	script := cleanupCmd
	if r.URL.Query().Get("dry_run") == "1" {
		script = previewCmd
	}
	out, err := exec.Command("sh", "-c", script).CombinedOutput()
	if err != nil {
		http.Error(w, "cleanup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
