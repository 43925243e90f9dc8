// corpus: CWE-918 safe — the service name only selects a base URL from a constant map; unknown names are rejected.
package main

import (
	"io"
	"net/http"
)

var upstreams = map[string]string{
	"billing":   "http://billing.internal:8080/status",
	"inventory": "http://inventory.internal:8080/status",
	"search":    "http://search.internal:9200/_cluster/health",
}

func serviceStatus(w http.ResponseWriter, r *http.Request) {
	target, ok := upstreams[r.URL.Query().Get("service")]
	if !ok {
		http.Error(w, "unknown service", http.StatusNotFound)
		return
	}
	resp, err := http.Get(target)
	if err != nil {
		http.Error(w, "service unreachable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.WriteHeader(resp.StatusCode)
	io.Copy(w, io.LimitReader(resp.Body, 1<<16))
}
