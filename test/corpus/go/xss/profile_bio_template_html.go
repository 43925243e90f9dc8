// corpus: CWE-79 vulnerable — the bio form value is wrapped in template.HTML, which tells html/template not to escape it.
package main

import (
	"html/template"
	"net/http"
)

var previewTmpl = template.Must(template.New("preview").Parse(
	`<article><h2>{{.Name}}</h2><div class="bio">{{.Bio}}</div></article>`))

type preview struct {
	Name string
	Bio  template.HTML
}

func bioPreview(w http.ResponseWriter, r *http.Request) {
	data := preview{
		Name: r.FormValue("name"),
		Bio:  template.HTML(r.FormValue("bio")),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	previewTmpl.Execute(w, data)
}
