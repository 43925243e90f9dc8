// corpus: CWE-502 vulnerable — an unsigned cart cookie is base64-decoded and gob-decoded into an interface map the client fully controls.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/gob"
	"encoding/json"
	"net/http"
)

func cartSummary(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("cart")
	if err != nil {
		json.NewEncoder(w).Encode(map[string]int{"items": 0})
		return
	}
	raw, err := base64.StdEncoding.DecodeString(c.Value)
	if err != nil {
		http.Error(w, "corrupt cart", http.StatusBadRequest)
		return
	}
	var cart map[string]interface{}
	if err := gob.NewDecoder(bytes.NewReader(raw)).Decode(&cart); err != nil {
		http.Error(w, "corrupt cart", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(map[string]int{"items": len(cart)})
}
