// corpus: CWE-1336 safe — the template source is a constant; the form values are only passed as data to Execute.
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"text/template"
)

const welcomeSrc = `Hi {{.Name}},

Welcome to {{.Team}}! Your workspace is ready.
`

var welcomeTmpl = template.Must(template.New("welcome").Parse(welcomeSrc))

func previewWelcome(w http.ResponseWriter, r *http.Request) {
	data := map[string]string{
		"Name": r.FormValue("name"),
		"Team": r.FormValue("team"),
	}
	var buf bytes.Buffer
	if err := welcomeTmpl.Execute(&buf, data); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"body": buf.String()})
}
