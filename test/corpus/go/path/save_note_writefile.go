// corpus: CWE-22 vulnerable — the note title from the form is formatted into the destination path passed to os.WriteFile.
package notes

import (
	"fmt"
	"net/http"
	"os"
)

type Store struct {
	Root string
}

func (s *Store) Save(w http.ResponseWriter, r *http.Request) {
	title := r.FormValue("title")
	body := r.FormValue("body")
	if title == "" {
		http.Error(w, "title required", http.StatusBadRequest)
		return
	}
	dest := fmt.Sprintf("%s/%s.txt", s.Root, title)
	if err := os.WriteFile(dest, []byte(body), 0o644); err != nil {
		http.Error(w, "could not save note", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
