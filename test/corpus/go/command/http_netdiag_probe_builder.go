// corpus: CWE-78 vulnerable — the probe builder checks the target with net.ParseIP only for ping, so a dig target from the query string goes unchecked into /bin/sh -c.
package netdiag

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"time"
)

type Probe struct {
	Kind   string
	Target string
}

func buildProbe(p Probe) (string, error) {
	switch p.Kind {
	case "ping":
		if net.ParseIP(p.Target) == nil {
			return "", errors.New("ping target must be an IP address")
		}
		return fmt.Sprintf("ping -c 3 -W 2 %s", p.Target), nil
	case "dig":
		return fmt.Sprintf("dig +short +time=2 %s | head -n 20", p.Target), nil
	default:
		return "", fmt.Errorf("unknown probe %q", p.Kind)
	}
}

type Diagnostics struct {
	timeout time.Duration
}

func (d *Diagnostics) Run(ctx context.Context, p Probe) ([]byte, error) {
	line, err := buildProbe(p)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, d.timeout)
	defer cancel()
	return exec.CommandContext(ctx, "/bin/sh", "-c", line).CombinedOutput()
}

type DiagServer struct {
	diag *Diagnostics
}

func (s *DiagServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p := Probe{Kind: q.Get("kind"), Target: q.Get("target")}
	out, err := s.diag.Run(r.Context(), p)
	if err != nil && len(out) == 0 {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out)
}

func main() {
	srv := &DiagServer{diag: &Diagnostics{timeout: 10 * time.Second}}
	http.Handle("/diag/probe", srv)
	http.ListenAndServe(":8081", nil)
}
