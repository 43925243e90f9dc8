// corpus: CWE-22 vulnerable — the attachment name from the query goes through a path-building helper and the result is passed to os.Remove.
package main

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/gorilla/mux"
)

func attachmentPath(userID, name string) string {
	return filepath.Join("/srv/data/attachments", userID, name)
}

func deleteAttachment(w http.ResponseWriter, r *http.Request) {
	userID := mux.Vars(r)["id"]
	name := r.URL.Query().Get("name")
	if err := os.Remove(attachmentPath(userID, name)); err != nil && !os.IsNotExist(err) {
		http.Error(w, "could not delete attachment", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/users/{id:[0-9]+}/attachments", deleteAttachment).Methods(http.MethodDelete)
	http.ListenAndServe(":8080", r)
}
