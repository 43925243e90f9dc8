// corpus: CWE-78 vulnerable — the program name itself comes from the form, so the client chooses which binary is executed.
package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os/exec"
	"time"
)

type versionReply struct {
	Tool    string `json:"tool"`
	Version string `json:"version"`
}

func toolVersion(w http.ResponseWriter, r *http.Request) {
	tool := r.FormValue("tool")
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()

	out, err := exec.CommandContext(ctx, tool, "--version").Output()
	if err != nil {
		http.Error(w, "could not run tool", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(versionReply{Tool: tool, Version: string(out)})
}
