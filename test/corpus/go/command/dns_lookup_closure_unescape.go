// corpus: CWE-78 vulnerable — the URL-unescaped path segment is captured by a closure that runs it in a bash -c string.
package main

import (
	"net/http"
	"net/url"
	"os/exec"
	"strings"
)

func main() {
	http.HandleFunc("/tools/dig/", func(w http.ResponseWriter, r *http.Request) {
		domain, err := url.QueryUnescape(strings.TrimPrefix(r.URL.Path, "/tools/dig/"))
		if err != nil {
			http.Error(w, "bad domain", http.StatusBadRequest)
			return
		}
		lookup := func(recordType string) ([]byte, error) {
			return exec.Command("bash", "-c", "dig +short "+recordType+" "+domain).Output()
		}
		out, err := lookup("MX")
		if err != nil {
			http.Error(w, "lookup failed", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.Write(out)
	})
	http.ListenAndServe(":8081", nil)
}
