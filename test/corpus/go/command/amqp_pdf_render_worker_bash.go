// corpus: CWE-78 vulnerable — the output name from a queued render job is concatenated into a wkhtmltopdf command line executed by bash -c.
package main

import (
	"encoding/json"
	"log"
	"os/exec"
	"strings"

	amqp "github.com/rabbitmq/amqp091-go"
)

type RenderJob struct {
	DocumentID int64  `json:"document_id"`
	SourceURL  string `json:"source_url"`
	OutputName string `json:"output_name"`
}

type Renderer struct {
	binary   string
	spoolDir string
}

func (r *Renderer) commandFor(job RenderJob) string {
	parts := []string{
		r.binary,
		"--quiet",
		"--page-size A4",
		"'" + strings.ReplaceAll(job.SourceURL, "'", "") + "'",
		r.spoolDir + "/" + job.OutputName + ".pdf",
	}
	return strings.Join(parts, " ")
}

func (r *Renderer) Handle(d amqp.Delivery) error {
	var job RenderJob
	if err := json.Unmarshal(d.Body, &job); err != nil {
		return err
	}
	cmd := exec.Command("bash", "-c", r.commandFor(job))
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Printf("render %d failed: %v: %s", job.DocumentID, err, out)
		return err
	}
	return nil
}

func main() {
	conn, err := amqp.Dial("amqp://guest:guest@rabbitmq:5672/")
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	msgs, err := ch.Consume("pdf.render", "renderer", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	r := &Renderer{binary: "/usr/local/bin/wkhtmltopdf", spoolDir: "/var/spool/pdf"}
	for d := range msgs {
		if err := r.Handle(d); err != nil {
			d.Nack(false, false)
			continue
		}
		d.Ack(false)
	}
}
