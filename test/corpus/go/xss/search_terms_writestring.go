// corpus: CWE-79 vulnerable — each search term from the query is added to an HTML list via strings.Builder and sent with io.WriteString.
package main

import (
	"io"
	"net/http"
	"strings"
)

func searchSummary(w http.ResponseWriter, r *http.Request) {
	terms := strings.Fields(r.URL.Query().Get("q"))

	var b strings.Builder
	b.WriteString("<section><h2>You searched for</h2><ul>")
	for _, t := range terms {
		b.WriteString("<li>")
		b.WriteString(t)
		b.WriteString("</li>")
	}
	b.WriteString("</ul></section>")

	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, b.String())
}
