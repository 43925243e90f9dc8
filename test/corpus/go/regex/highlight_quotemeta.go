// corpus: CWE-1333 safe — the search term is passed through regexp.QuoteMeta, so it is matched literally by Go's linear-time engine.
package main

import (
	"encoding/json"
	"net/http"
	"regexp"
)

var articles = []string{"Scaling Postgres", "Go generics in practice", "Tuning the Go GC"}

func highlight(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("term")
	re, err := regexp.Compile("(?i)" + regexp.QuoteMeta(term))
	if err != nil {
		http.Error(w, "bad term", http.StatusBadRequest)
		return
	}
	hits := []string{}
	for _, a := range articles {
		if re.MatchString(a) {
			hits = append(hits, a)
		}
	}
	json.NewEncoder(w).Encode(hits)
}
