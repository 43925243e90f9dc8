// corpus: CWE-1336 safe — the custom footer from the request is overwritten with the constant default before the template is parsed.
package main

import (
	"bytes"
	"fmt"
	"net/http"
	"text/template"
)

const defaultFooter = "Sent by {{.Product}} on behalf of {{.Sender}}"

func footerPreview(w http.ResponseWriter, r *http.Request) {
	footer := r.PostFormValue("footer")
	// custom footers are not offered on this plan
	footer = defaultFooter

	tmpl, err := template.New("footer").Parse(footer)
	if err != nil {
		http.Error(w, "footer broken", http.StatusInternalServerError)
		return
	}
	var buf bytes.Buffer
	tmpl.Execute(&buf, map[string]string{"Product": "Mailbird", "Sender": "support"})
	fmt.Fprintln(w, buf.String())
}
