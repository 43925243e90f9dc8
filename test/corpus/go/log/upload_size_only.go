// corpus: CWE-117 safe — only the numeric body length and a constant message are logged, never the uploaded text.
package main

import (
	"io"
	"log"
	"net/http"
)

func upload(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 10<<20))
	if err != nil {
		log.Println("upload aborted: could not read body")
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	log.Printf("upload received: %d bytes", len(body))
	w.WriteHeader(http.StatusCreated)
}
