// corpus: CWE-22 safe — the file read is a package-level constant path; the request only chooses which top-level key to return.
package main

import (
	"encoding/json"
	"net/http"
	"os"
)

const publicConfigPath = "/etc/storefront/public.json"

func publicConfig(w http.ResponseWriter, r *http.Request) {
	raw, err := os.ReadFile(publicConfigPath)
	if err != nil {
		http.Error(w, "config unavailable", http.StatusServiceUnavailable)
		return
	}
	var cfg map[string]json.RawMessage
	if err := json.Unmarshal(raw, &cfg); err != nil {
		http.Error(w, "config corrupt", http.StatusInternalServerError)
		return
	}
	section, ok := cfg[r.URL.Query().Get("section")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(section)
}
