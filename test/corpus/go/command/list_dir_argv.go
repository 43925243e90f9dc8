// corpus: CWE-78 safe — the program is fixed and the share name is passed as a separate argv element, so no shell parses it.
package main

import (
	"net/http"
	"os/exec"
	"path/filepath"
)

const sharesRoot = "/srv/shares"

func listShare(w http.ResponseWriter, r *http.Request) {
	share := filepath.Base(r.URL.Query().Get("share"))
	out, err := exec.Command("ls", "-l", "--", filepath.Join(sharesRoot, share)).Output()
	if err != nil {
		http.Error(w, "cannot list share", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}

func main() {
	http.HandleFunc("/admin/ls", listShare)
	http.ListenAndServe("127.0.0.1:9000", nil)
}
