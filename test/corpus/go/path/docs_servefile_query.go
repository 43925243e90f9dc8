// corpus: CWE-22 vulnerable — the doc query value (not the URL path) is joined to the docs root and handed to http.ServeFile.
package main

import (
	"net/http"
	"path/filepath"
)

type DocsServer struct {
	Root string
}

func (d DocsServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	doc := r.URL.Query().Get("doc")
	if doc == "" {
		doc = "index.html"
	}
	http.ServeFile(w, r, filepath.Join(d.Root, doc))
}

func main() {
	http.Handle("/docs", DocsServer{Root: "/srv/docs"})
	http.ListenAndServe(":8080", nil)
}
