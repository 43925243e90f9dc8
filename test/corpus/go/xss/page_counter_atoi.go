// corpus: CWE-79 safe — the page parameter is converted with strconv.Atoi and printed with %d, so only an integer reaches the HTML.
package main

import (
	"fmt"
	"net/http"
	"strconv"
)

func pager(w http.ResponseWriter, r *http.Request) {
	page, err := strconv.Atoi(r.URL.Query().Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<nav class="pager"><a href="?page=%d">previous</a> <span>page %d</span> <a href="?page=%d">next</a></nav>`,
		page-1, page, page+1)
}
