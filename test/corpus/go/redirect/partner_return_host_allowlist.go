// corpus: CWE-601 safe — the return URL is parsed and followed only when it is https on a host from a fixed allow-list.
package main

import (
	"net/http"
	"net/url"
)

var partnerHosts = map[string]bool{
	"shop.example.com":    true,
	"billing.example.com": true,
}

func partnerReturn(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.URL.Query().Get("return"))
	if err != nil || u.Scheme != "https" || !partnerHosts[u.Host] {
		http.Redirect(w, r, "/", http.StatusFound)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}
