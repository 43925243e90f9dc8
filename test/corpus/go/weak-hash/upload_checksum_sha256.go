// corpus: CWE-328 safe — uploaded files are fingerprinted with SHA-256, a collision-resistant hash.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
)

func uploadChecksum(w http.ResponseWriter, r *http.Request) {
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(r.Body, 100<<20))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(map[string]interface{}{
		"bytes":  n,
		"sha256": hex.EncodeToString(h.Sum(nil)),
	})
}
