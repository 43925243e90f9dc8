// corpus: CWE-330 safe — math/rand picks which backend receives a canary share of traffic, a load-balancing choice with no secret involved.
package main

import (
	"math/rand"
	"net/http"
	"net/http/httputil"
	"net/url"
)

var (
	stable, _ = url.Parse("http://app-stable.internal:8080")
	canary, _ = url.Parse("http://app-canary.internal:8080")
)

const canaryPercent = 5

func route(w http.ResponseWriter, r *http.Request) {
	target := stable
	if r.Header.Get("X-Force-Canary") == "1" || rand.Intn(100) < canaryPercent {
		target = canary
	}
	httputil.NewSingleHostReverseProxy(target).ServeHTTP(w, r)
}

func main() {
	http.HandleFunc("/", route)
	http.ListenAndServe(":8000", nil)
}
