// corpus: CWE-78 vulnerable — the host query parameter is appended to a command line run through sh -c.
package main

import (
	"net/http"
	"os/exec"
)

func pingHandler(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	if host == "" {
		http.Error(w, "host required", http.StatusBadRequest)
		return
	}
	out, err := exec.Command("sh", "-c", "ping -c 1 -W 2 "+host).CombinedOutput()
	if err != nil {
		http.Error(w, "ping failed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}

func main() {
	http.HandleFunc("/diag/ping", pingHandler)
	http.ListenAndServe(":8080", nil)
}
