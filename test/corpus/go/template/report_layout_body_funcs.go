// corpus: CWE-1336 vulnerable — the request body is read as a template layout and parsed with a FuncMap that exposes environment lookups.
package reports

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"text/template"
)

var funcs = template.FuncMap{
	"env":   os.Getenv,
	"title": func(s string) string { return "# " + s },
}

func RenderLayout(w http.ResponseWriter, r *http.Request) {
	layout, err := io.ReadAll(io.LimitReader(r.Body, 64<<10))
	if err != nil {
		http.Error(w, "cannot read layout", http.StatusBadRequest)
		return
	}
	tmpl, err := template.New("layout").Funcs(funcs).Parse(string(layout))
	if err != nil {
		http.Error(w, "invalid layout", http.StatusBadRequest)
		return
	}
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, map[string]int{"open": 4, "closed": 17}); err != nil {
		http.Error(w, "render failed", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(buf.Bytes())
}
