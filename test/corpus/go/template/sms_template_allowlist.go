// corpus: CWE-1336 safe — the request only picks a key in a map of constant template sources; unknown keys are rejected.
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"text/template"
)

var smsTemplates = map[string]string{
	"shipped":   "Your order {{.Order}} has shipped.",
	"delivered": "Your order {{.Order}} was delivered. Enjoy!",
	"delayed":   "Sorry, order {{.Order}} is running late.",
}

func smsPreview(w http.ResponseWriter, r *http.Request) {
	src, ok := smsTemplates[r.URL.Query().Get("kind")]
	if !ok {
		http.Error(w, "unknown template", http.StatusNotFound)
		return
	}
	tmpl := template.Must(template.New("sms").Parse(src))
	var buf bytes.Buffer
	tmpl.Execute(&buf, map[string]string{"Order": r.URL.Query().Get("order")})
	json.NewEncoder(w).Encode(map[string]string{"sms": buf.String()})
}
