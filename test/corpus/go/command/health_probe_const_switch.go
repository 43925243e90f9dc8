// corpus: CWE-78 safe — the switch is on a constant mode, so the case that would run the client's shell command is never selected.
package main

import (
	"net/http"
	"os/exec"
)

const probeMode = "builtin"

func healthProbe(w http.ResponseWriter, r *http.Request) {
	custom := r.URL.Query().Get("probe")

	var cmd *exec.Cmd
	switch probeMode {
	case "custom":
		cmd = exec.Command("sh", "-c", custom)
	default:
		cmd = exec.Command("uptime")
	}
	out, err := cmd.Output()
	if err != nil {
		http.Error(w, "probe failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
