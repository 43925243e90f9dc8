// corpus: CWE-78 safe — the script form field is overwritten with a fixed path before bash runs it.
package ops

import (
	"log"
	"net/http"
	"os/exec"
)

type RotateHandler struct {
	Logger *log.Logger
}

func (h *RotateHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	script := r.FormValue("script")
	h.Logger.Printf("rotate requested (custom script supplied: %t)", script != "")
	script = "/opt/app/bin/rotate-logs.sh --compress"

	if err := exec.Command("bash", "-c", script).Run(); err != nil {
		http.Error(w, "rotation failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
