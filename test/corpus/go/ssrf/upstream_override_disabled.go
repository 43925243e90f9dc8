// corpus: CWE-918 safe — the header override is inside a branch on a false constant, so requests always go to the configured constant endpoint.
package main

import (
	"net/http"
	"time"
)

const (
	pricingEndpoint     = "https://pricing.example.com/v1/quote"
	allowUpstreamHeader = false
)

func quote(w http.ResponseWriter, r *http.Request) {
	endpoint := pricingEndpoint
	if allowUpstreamHeader {
		endpoint = r.Header.Get("X-Upstream")
	}
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodGet, endpoint, nil)
	client := &http.Client{Timeout: 4 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		http.Error(w, "pricing unavailable", http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	w.WriteHeader(resp.StatusCode)
}
