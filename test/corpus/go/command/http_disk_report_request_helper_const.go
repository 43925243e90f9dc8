// corpus: CWE-78 safe — runShell takes the request only for its context; every command line it receives is a string constant chosen by a switch on the check name.
package main

import (
	"context"
	"net/http"
	"os/exec"
	"time"
)

const (
	diskUsageCmd = "df -h /var/lib/app | tail -n 1"
	inodeCmd     = "df -i /var/lib/app | tail -n 1"
	loadCmd      = "cat /proc/loadavg"
)

func runShell(req *http.Request, cmdline string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(req.Context(), 5*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "sh", "-c", cmdline).Output()
}

type opsServer struct {
	mux *http.ServeMux
}

func newOpsServer() *opsServer {
	s := &opsServer{mux: http.NewServeMux()}
	s.mux.HandleFunc("GET /ops/check", s.handleCheck)
	return s
}

func (s *opsServer) handleCheck(w http.ResponseWriter, r *http.Request) {
	var cmdline string
	switch r.URL.Query().Get("name") {
	case "disk":
		cmdline = diskUsageCmd
	case "inodes":
		cmdline = inodeCmd
	case "load":
		cmdline = loadCmd
	default:
		http.Error(w, "unknown check", http.StatusBadRequest)
		return
	}
	out, err := runShell(r, cmdline)
	if err != nil {
		http.Error(w, "check failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out)
}

func main() {
	http.ListenAndServe("127.0.0.1:9090", newOpsServer().mux)
}
