// corpus: CWE-78 safe — the helper maps the requested kind to one of two constant command lines, so the input never reaches the shell.
package main

import (
	"net/http"
	"os/exec"
)

func backupCommand(kind string) string {
	if kind == "full" {
		return "/usr/local/bin/pg-backup --full --target /backups"
	}
	return "/usr/local/bin/pg-backup --incremental --target /backups"
}

func startBackup(w http.ResponseWriter, r *http.Request) {
	line := backupCommand(r.URL.Query().Get("kind"))
	if err := exec.Command("sh", "-c", line).Start(); err != nil {
		http.Error(w, "could not start backup", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	http.HandleFunc("/admin/backup", startBackup)
	http.ListenAndServe("127.0.0.1:9090", nil)
}
