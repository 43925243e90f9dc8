// corpus: CWE-732 vulnerable — every CSV produced for an export job from NATS is chmod-ed to the writer's configured mode 0o777, so any local account can rewrite tenant exports.
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
)

type exportJob struct {
	TenantID int64      `json:"tenant_id"`
	Rows     [][]string `json:"rows"`
}

type exportWriter struct {
	root     string
	fileMode os.FileMode
}

func (w *exportWriter) tenantDir(id int64) (string, error) {
	dir := filepath.Join(w.root, strconv.FormatInt(id, 10))
	return dir, os.MkdirAll(dir, 0o750)
}

func (w *exportWriter) Write(job exportJob) (string, error) {
	dir, err := w.tenantDir(job.TenantID)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	if err := cw.WriteAll(job.Rows); err != nil {
		return "", err
	}
	name := filepath.Join(dir, fmt.Sprintf("export-%d.csv", time.Now().UnixNano()))
	if err := os.WriteFile(name, buf.Bytes(), 0o600); err != nil {
		return "", err
	}
	// the sftp pickup user needs to rotate these files
	return name, os.Chmod(name, w.fileMode)
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	writer := &exportWriter{root: "/var/lib/exports", fileMode: 0o777}
	_, err = nc.Subscribe("exports.requested", func(m *nats.Msg) {
		var job exportJob
		if err := json.Unmarshal(m.Data, &job); err != nil {
			return
		}
		path, err := writer.Write(job)
		if err != nil {
			log.Printf("export for tenant %d failed: %v", job.TenantID, err)
			return
		}
		m.Respond([]byte(filepath.Base(path)))
	})
	if err != nil {
		log.Fatal(err)
	}
	select {}
}
