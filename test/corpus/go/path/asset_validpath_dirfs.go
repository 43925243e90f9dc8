// corpus: CWE-22 safe — fs.ValidPath rejects ".." elements and absolute names before the file is read from an os.DirFS rooted filesystem.
package main

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
)

var assets = os.DirFS("/srv/app/assets")

func asset(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if !fs.ValidPath(name) {
		http.Error(w, "invalid asset name", http.StatusBadRequest)
		return
	}
	data, err := fs.ReadFile(assets, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
	w.Write(data)
}
