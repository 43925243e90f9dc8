// corpus: CWE-1333 vulnerable — a pattern from the query string is compiled with the backtracking regexp2 engine and no match timeout.
package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"

	"github.com/dlclark/regexp2"
)

func grepLogs(w http.ResponseWriter, r *http.Request) {
	re, err := regexp2.Compile(r.URL.Query().Get("pattern"), regexp2.None)
	if err != nil {
		http.Error(w, "invalid pattern", http.StatusBadRequest)
		return
	}
	f, err := os.Open("/var/log/app/current.log")
	if err != nil {
		http.Error(w, "log unavailable", http.StatusServiceUnavailable)
		return
	}
	defer f.Close()

	matches := []string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if ok, _ := re.MatchString(sc.Text()); ok {
			matches = append(matches, sc.Text())
		}
	}
	json.NewEncoder(w).Encode(matches)
}
