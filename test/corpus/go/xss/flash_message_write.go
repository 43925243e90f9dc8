// corpus: CWE-79 vulnerable — the msg form value is concatenated into a paragraph and written raw with w.Write.
package web

import (
	"net/http"
)

type FlashPage struct {
	Title string
}

func (p FlashPage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	msg := r.FormValue("msg")
	page := "<!doctype html><title>" + p.Title + "</title>"
	page = page + "<div class=\"flash\"><p>" + msg + "</p></div>"
	w.Header().Set("Content-Type", "text/html")
	w.Write([]byte(page))
}
