// corpus: CWE-330 vulnerable — the CSRF token comes from a math/rand source seeded with the current time.
package main

import (
	"html/template"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

var formTmpl = template.Must(template.New("f").Parse(
	`<form method="post" action="/transfer"><input type="hidden" name="csrf" value="{{.Token}}"><input name="to" value="{{.To}}"></form>`))

func transferForm(w http.ResponseWriter, r *http.Request) {
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	token := strconv.FormatUint(rng.Uint64(), 36)
	http.SetCookie(w, &http.Cookie{Name: "csrf", Value: token, Path: "/", Secure: true, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	formTmpl.Execute(w, map[string]string{"Token": token, "To": r.URL.Query().Get("to")})
}
