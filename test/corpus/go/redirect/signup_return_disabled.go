// corpus: CWE-601 safe — a false constant keeps the return_to value from ever being assigned to the redirect target.
package main

import (
	"net/http"
)

const honourReturnTo = false

func signupDone(w http.ResponseWriter, r *http.Request) {
	target := "/welcome"
	if honourReturnTo {
		target = r.FormValue("return_to")
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func main() {
	http.HandleFunc("/signup/done", signupDone)
	http.ListenAndServe(":8080", nil)
}
