// corpus: CWE-78 vulnerable — the -table and -out flags are formatted into a pg_dump | gzip pipeline that runs through sh -c, so a table name containing ; or $( ) runs extra commands.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strings"
)

type dumpPlan struct {
	Database string
	Tables   []string
	Out      string
}

func (p dumpPlan) pipeline() string {
	var tables []string
	for _, t := range p.Tables {
		tables = append(tables, "--table="+t)
	}
	return fmt.Sprintf("pg_dump --no-owner %s %s | gzip -9 > %s", strings.Join(tables, " "), p.Database, p.Out)
}

func run(p dumpPlan) error {
	cmd := exec.Command("/bin/sh", "-c", p.pipeline())
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	return cmd.Run()
}

func main() {
	tables := flag.String("table", "", "comma-separated tables to dump")
	out := flag.String("out", "dump.sql.gz", "output file")
	flag.Parse()

	plan := dumpPlan{Database: "app_production", Out: *out}
	for _, t := range strings.Split(*tables, ",") {
		if t = strings.TrimSpace(t); t != "" {
			plan.Tables = append(plan.Tables, t)
		}
	}
	if len(plan.Tables) == 0 {
		log.Fatal("at least one -table is required")
	}
	if err := run(plan); err != nil {
		log.Fatalf("dump failed: %v", err)
	}
}
