// corpus: CWE-601 vulnerable — the trimmed continue form field is written into the Location header of a 303 response.
package main

import (
	"net/http"
	"strings"
)

func completeCheckout(w http.ResponseWriter, r *http.Request) {
	cont := strings.TrimSpace(r.FormValue("continue"))
	if cont == "" {
		cont = "/orders"
	}
	w.Header().Set("Location", cont)
	w.WriteHeader(http.StatusSeeOther)
}

func main() {
	http.HandleFunc("/checkout/complete", completeCheckout)
	http.ListenAndServe(":8080", nil)
}
