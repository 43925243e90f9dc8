// corpus: CWE-78 safe — the operator's LINT_CONFIG path is passed whole as one element of an exec.Command argument vector, with no shell involved.
package main

import (
	"fmt"
	"log"
	"os"
	"os/exec"
)

const defaultConfig = "/etc/acme/golangci.yaml"

type lintJob struct {
	configPath string
	packages   []string
}

func newLintJob() lintJob {
	cfg := os.Getenv("LINT_CONFIG")
	if cfg == "" {
		cfg = defaultConfig
	}
	return lintJob{configPath: cfg, packages: []string{"./..."}}
}

func (j lintJob) args() []string {
	args := []string{"run", "--config", j.configPath, "--timeout", "5m"}
	return append(args, j.packages...)
}

func (j lintJob) run() error {
	if _, err := os.Stat(j.configPath); err != nil {
		return fmt.Errorf("config %s: %w", j.configPath, err)
	}
	cmd := exec.Command("golangci-lint", j.args()...)
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	return cmd.Run()
}

func main() {
	if err := newLintJob().run(); err != nil {
		log.Fatalf("lint failed: %v", err)
	}
}
