// corpus: CWE-79 safe — the label goes through a same-file helper that applies template.HTMLEscapeString before it is written.
package main

import (
	"html/template"
	"net/http"
)

func escapeLabel(s string) string {
	return template.HTMLEscapeString(s)
}

func badge(w http.ResponseWriter, r *http.Request) {
	label := escapeLabel(r.FormValue("label"))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(`<span class="badge">` + label + `</span>`))
}

func main() {
	http.HandleFunc("/badge", badge)
	http.ListenAndServe(":8080", nil)
}
