// corpus: CWE-918 safe — the request goes to a fixed https host; the id is url.PathEscape'd into one path segment.
package main

import (
	"io"
	"net/http"
	"net/url"
)

const usersAPI = "https://api.example.com/users/"

func proxyUser(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	resp, err := http.Get(usersAPI + url.PathEscape(id))
	if err != nil {
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	io.Copy(w, resp.Body)
}
