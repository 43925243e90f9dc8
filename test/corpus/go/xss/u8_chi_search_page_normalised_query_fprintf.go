// corpus: CWE-79 vulnerable — the search page writes the q parameter into its HTML heading with fmt.Fprintf after normaliseQuery, which only collapses whitespace and truncates, so markup in q is rendered by the browser.
package web

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

type Product struct {
	Name  string
	Price string
}

type Catalog interface {
	Search(ctx context.Context, q string) ([]Product, error)
}

type SearchPage struct {
	catalog Catalog
}

func normaliseQuery(q string) string {
	q = strings.Join(strings.Fields(q), " ")
	if len(q) > 120 {
		q = q[:120]
	}
	return q
}

func (p *SearchPage) Mount(r chi.Router) {
	r.Get("/search", p.render)
}

func (p *SearchPage) render(w http.ResponseWriter, r *http.Request) {
	q := normaliseQuery(r.URL.Query().Get("q"))
	products, err := p.catalog.Search(r.Context(), q)
	if err != nil {
		http.Error(w, "search unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h1>%d results for &ldquo;%s&rdquo;</h1><ul>", len(products), q)
	for _, prod := range products {
		fmt.Fprintf(w, "<li>%s — %s</li>", html.EscapeString(prod.Name), html.EscapeString(prod.Price))
	}
	fmt.Fprint(w, "</ul></body></html>")
}
