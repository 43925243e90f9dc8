// corpus: CWE-501 safe — the locale is stored in the session only after it is found in a fixed allow-list of supported locales.
package prefs

import (
	"net/http"

	"github.com/gorilla/sessions"
)

var supportedLocales = map[string]bool{"en-US": true, "de-DE": true, "fr-FR": true, "ja-JP": true}

type Prefs struct {
	Store sessions.Store
}

func (p *Prefs) SetLocale(w http.ResponseWriter, r *http.Request) {
	locale := r.PostFormValue("locale")
	if !supportedLocales[locale] {
		http.Error(w, "unsupported locale", http.StatusBadRequest)
		return
	}
	session, _ := p.Store.Get(r, "prefs")
	session.Values["locale"] = locale
	if err := session.Save(r, w); err != nil {
		http.Error(w, "could not save preference", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
