// corpus: CWE-1333 vulnerable — a nested-quantifier pattern in the backtracking regexp2 engine is matched against the submitted display name.
package main

import (
	"net/http"

	"github.com/dlclark/regexp2"
)

// words separated by single spaces
var displayNameRE = regexp2.MustCompile(`^(\w+\s?)*$`, regexp2.None)

func updateDisplayName(w http.ResponseWriter, r *http.Request) {
	name := r.PostFormValue("display_name")
	ok, err := displayNameRE.MatchString(name)
	if err != nil || !ok {
		http.Error(w, "display name may only contain words and spaces", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/profile/display-name", updateDisplayName)
	http.ListenAndServe(":8080", nil)
}
