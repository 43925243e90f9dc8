// corpus: CWE-79 safe — html/template receives the comment as a plain string field and escapes it contextually.
package main

import (
	"html/template"
	"net/http"
)

var commentTmpl = template.Must(template.New("comment").Parse(
	`<article class="comment"><header>{{.Author}}</header><p>{{.Text}}</p><a href="/u/{{.Author}}">profile</a></article>`))

type commentView struct {
	Author string
	Text   string
}

func previewComment(w http.ResponseWriter, r *http.Request) {
	view := commentView{
		Author: r.PostFormValue("author"),
		Text:   r.PostFormValue("text"),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := commentTmpl.Execute(w, view); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}
