// corpus: CWE-22 safe — filepath.Base strips every directory component from the requested name before it is joined and opened.
package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
)

const invoiceDir = "/var/app/invoices"

func invoicePDF(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Query().Get("file"))
	if name == "." || name == "/" || name == ".." {
		http.Error(w, "invalid file", http.StatusBadRequest)
		return
	}
	f, err := os.Open(filepath.Join(invoiceDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/pdf")
	io.Copy(w, f)
}
