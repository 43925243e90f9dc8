// corpus: CWE-79 safe — the query is echoed back only inside a JSON document written with json.NewEncoder and an application/json type.
package main

import (
	"encoding/json"
	"net/http"
	"strings"
)

type searchResponse struct {
	Query   string   `json:"query"`
	Results []string `json:"results"`
}

var catalog = []string{"blue mug", "red mug", "tea kettle", "coffee grinder"}

func search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	resp := searchResponse{Query: q, Results: []string{}}
	for _, item := range catalog {
		if strings.Contains(item, strings.ToLower(q)) {
			resp.Results = append(resp.Results, item)
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}
