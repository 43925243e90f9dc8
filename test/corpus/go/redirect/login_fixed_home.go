// corpus: CWE-601 safe — the redirect target is the constant "/home"; the next parameter is only logged as a number of bytes.
package main

import (
	"log"
	"net/http"
)

func afterLogin(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if next != "" {
		log.Printf("ignoring next parameter (%d bytes)", len(next))
	}
	http.Redirect(w, r, "/home", http.StatusFound)
}

func main() {
	http.HandleFunc("/after-login", afterLogin)
	http.ListenAndServe(":8080", nil)
}
