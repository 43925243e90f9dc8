// corpus: CWE-78 safe — the service name must be a key of a fixed allow-list before it is placed in the shell command.
package main

import (
	"net/http"
	"os/exec"
)

var restartable = map[string]bool{
	"nginx":     true,
	"redis":     true,
	"app-queue": true,
}

func restartService(w http.ResponseWriter, r *http.Request) {
	name := r.PostFormValue("service")
	if !restartable[name] {
		http.Error(w, "service not restartable", http.StatusForbidden)
		return
	}
	if err := exec.Command("sh", "-c", "systemctl restart "+name+" && systemctl is-active "+name).Run(); err != nil {
		http.Error(w, "restart failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
