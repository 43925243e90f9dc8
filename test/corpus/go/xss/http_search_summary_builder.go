// corpus: CWE-79 vulnerable — the search term is formatted with fmt.Fprintf into a strings.Builder whose contents are then written to the response as text/html.
package search

import (
	"fmt"
	"net/http"
	"strings"
)

type Hit struct {
	Title string
	URL   string
}

type Index interface {
	Lookup(term string, limit int) ([]Hit, error)
}

type SearchPage struct {
	index Index
}

func (p *SearchPage) summary(term string, hits []Hit) string {
	var b strings.Builder
	b.WriteString("<!doctype html><html><head><title>Search</title></head><body>")
	if len(hits) == 0 {
		fmt.Fprintf(&b, "<p class=\"empty\">No results for <strong>%s</strong>.</p>", term)
	} else {
		fmt.Fprintf(&b, "<h1>%d results for &ldquo;%s&rdquo;</h1><ul>", len(hits), term)
		for _, h := range hits {
			fmt.Fprintf(&b, "<li><a href=\"/docs/%d\">result</a></li>", len(h.Title))
		}
		b.WriteString("</ul>")
	}
	b.WriteString("</body></html>")
	return b.String()
}

func (p *SearchPage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	term := strings.TrimSpace(r.URL.Query().Get("q"))
	hits, err := p.index.Lookup(term, 25)
	if err != nil {
		http.Error(w, "search unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(p.summary(term, hits)))
}
