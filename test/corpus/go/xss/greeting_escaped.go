// corpus: CWE-79 safe — the name is passed through html.EscapeString before it is formatted into the HTML heading.
package main

import (
	"fmt"
	"html"
	"net/http"
)

func welcome(w http.ResponseWriter, r *http.Request) {
	name := html.EscapeString(r.URL.Query().Get("name"))
	if name == "" {
		name = "guest"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h1>Welcome back, %s!</h1></body></html>", name)
}

func main() {
	http.HandleFunc("/welcome", welcome)
	http.ListenAndServe(":8080", nil)
}
