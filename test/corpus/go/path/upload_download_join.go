// corpus: CWE-22 vulnerable — the file query parameter is joined onto the upload directory and opened, so ../ walks out of it.
package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
)

const uploadDir = "/var/app/uploads"

func download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	f, err := os.Open(filepath.Join(uploadDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	io.Copy(w, f)
}

func main() {
	http.HandleFunc("/download", download)
	http.ListenAndServe(":8080", nil)
}
