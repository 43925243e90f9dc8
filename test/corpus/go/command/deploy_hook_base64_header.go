// corpus: CWE-78 vulnerable — a base64-decoded request header becomes the post-deploy shell command.
package main

import (
	"encoding/base64"
	"log"
	"net/http"
	"os/exec"
)

func postDeploy(w http.ResponseWriter, r *http.Request) {
	raw, err := base64.StdEncoding.DecodeString(r.Header.Get("X-Post-Deploy"))
	if err != nil {
		http.Error(w, "bad header", http.StatusBadRequest)
		return
	}
	hook := string(raw)
	if hook == "" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if err := exec.Command("/bin/sh", "-c", hook).Run(); err != nil {
		log.Printf("post-deploy hook failed: %v", err)
		http.Error(w, "hook failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}
