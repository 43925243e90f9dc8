// corpus: CWE-918 vulnerable — the server fetches the url query parameter with http.Get, so any internal address can be reached.
package main

import (
	"encoding/json"
	"net/http"
)

func testWebhook(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	resp, err := http.Get(target)
	if err != nil {
		json.NewEncoder(w).Encode(map[string]string{"status": "unreachable"})
		return
	}
	defer resp.Body.Close()
	json.NewEncoder(w).Encode(map[string]interface{}{
		"status": "ok",
		"code":   resp.StatusCode,
	})
}

func main() {
	http.HandleFunc("/webhooks/test", testWebhook)
	http.ListenAndServe(":8080", nil)
}
