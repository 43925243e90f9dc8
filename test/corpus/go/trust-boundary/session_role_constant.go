// corpus: CWE-501 safe — the session role is set to a constant; any role sent in the form is ignored.
package main

import (
	"log"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

var store = sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))

func finishSignup(w http.ResponseWriter, r *http.Request) {
	session, err := store.Get(r, "app-session")
	if err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	if r.FormValue("role") != "" {
		log.Println("signup form tried to request a role; ignoring it")
	}
	// roles are granted by an administrator, never at signup
	session.Values["role"] = "viewer"
	if err := session.Save(r, w); err != nil {
		http.Error(w, "could not save session", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/welcome", http.StatusSeeOther)
}
