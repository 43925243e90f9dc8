// corpus: CWE-22 safe — the custom-path branch is guarded by a false constant, so the file is always created at the fixed default path.
package main

import (
	"fmt"
	"net/http"
	"os"
	"time"
)

const allowCustomExportPath = false

func exportLogs(w http.ResponseWriter, r *http.Request) {
	target := "/var/exports/logs-" + time.Now().Format("20060102") + ".txt"
	if allowCustomExportPath {
		target = r.FormValue("target")
	}
	f, err := os.Create(target)
	if err != nil {
		http.Error(w, "export failed", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	fmt.Fprintf(f, "export generated at %s\n", time.Now().Format(time.RFC3339))
	w.WriteHeader(http.StatusCreated)
}
