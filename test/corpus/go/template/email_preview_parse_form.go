// corpus: CWE-1336 vulnerable — the template source submitted in the form is parsed and executed with text/template.
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"text/template"
)

type Recipient struct {
	Name    string
	Company string
	Plan    string
}

func previewEmail(w http.ResponseWriter, r *http.Request) {
	src := r.FormValue("template")
	tmpl, err := template.New("email").Parse(src)
	if err != nil {
		http.Error(w, "template does not parse", http.StatusBadRequest)
		return
	}
	var buf bytes.Buffer
	sample := Recipient{Name: "Jordan", Company: "Acme", Plan: "pro"}
	if err := tmpl.Execute(&buf, sample); err != nil {
		http.Error(w, "template failed", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"preview": buf.String()})
}
