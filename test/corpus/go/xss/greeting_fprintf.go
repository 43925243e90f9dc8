// corpus: CWE-79 vulnerable — the name query parameter is written into an HTML heading with fmt.Fprintf and no escaping.
package main

import (
	"fmt"
	"net/http"
)

func greet(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if name == "" {
		name = "guest"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h1>Welcome back, %s!</h1></body></html>", name)
}

func main() {
	http.HandleFunc("/welcome", greet)
	http.ListenAndServe(":8080", nil)
}
