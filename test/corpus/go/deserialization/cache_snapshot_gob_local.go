// corpus: CWE-502 safe — gob decodes a snapshot file this service wrote itself at a constant path; the request only asks for a key.
package main

import (
	"encoding/gob"
	"encoding/json"
	"net/http"
	"os"
)

const snapshotPath = "/var/lib/pricecache/snapshot.gob"

var prices map[string]float64

func loadSnapshot() error {
	f, err := os.Open(snapshotPath)
	if err != nil {
		return err
	}
	defer f.Close()
	return gob.NewDecoder(f).Decode(&prices)
}

func price(w http.ResponseWriter, r *http.Request) {
	p, ok := prices[r.URL.Query().Get("sku")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	json.NewEncoder(w).Encode(map[string]float64{"price": p})
}

func main() {
	if err := loadSnapshot(); err != nil {
		prices = map[string]float64{}
	}
	http.HandleFunc("/price", price)
	http.ListenAndServe(":8080", nil)
}
