// corpus: CWE-22 vulnerable — the URL-unescaped theme cookie selects the stylesheet file read with ioutil.ReadFile.
package main

import (
	"io/ioutil"
	"net/http"
	"net/url"
)

func themeCSS(w http.ResponseWriter, r *http.Request) {
	theme := "light"
	if c, err := r.Cookie("theme"); err == nil {
		if v, err := url.QueryUnescape(c.Value); err == nil {
			theme = v
		}
	}
	css, err := ioutil.ReadFile("/srv/app/themes/" + theme + "/style.css")
	if err != nil {
		http.Error(w, "theme not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/css")
	w.Write(css)
}
