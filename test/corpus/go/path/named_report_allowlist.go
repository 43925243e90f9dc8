// corpus: CWE-22 safe — the report key selects a constant file path from a fixed map; unknown keys are rejected.
package main

import (
	"net/http"
	"os"
)

var reportFiles = map[string]string{
	"daily":   "/var/reports/daily.csv",
	"weekly":  "/var/reports/weekly.csv",
	"monthly": "/var/reports/monthly.csv",
}

func downloadReport(w http.ResponseWriter, r *http.Request) {
	path, ok := reportFiles[r.URL.Query().Get("report")]
	if !ok {
		http.Error(w, "unknown report", http.StatusNotFound)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		http.Error(w, "report unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/csv")
	w.Write(data)
}
