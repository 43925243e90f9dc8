// corpus: CWE-22 safe — the page number is parsed with strconv.Atoi and formatted with %d, so the path holds only digits from the client.
package main

import (
	"fmt"
	"net/http"
	"os"
	"strconv"
)

func helpPage(w http.ResponseWriter, r *http.Request) {
	page, err := strconv.Atoi(r.URL.Query().Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	body, err := os.ReadFile(fmt.Sprintf("/srv/help/pages/%d.html", page))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(body)
}
