// corpus: CWE-501 vulnerable — the role submitted in the form is stored in the trusted session, where later handlers read it for authorization.
package main

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

var store = sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))

func completeProfile(w http.ResponseWriter, r *http.Request) {
	session, err := store.Get(r, "app-session")
	if err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	session.Values["display_name"] = r.FormValue("display_name")
	session.Values["role"] = r.FormValue("role")
	if err := session.Save(r, w); err != nil {
		http.Error(w, "could not save session", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/dashboard", http.StatusSeeOther)
}
