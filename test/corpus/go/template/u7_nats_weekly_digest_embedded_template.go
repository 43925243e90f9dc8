// corpus: CWE-1336 safe — the digest template is parsed once from an embedded file; fields of the NATS message are only passed as data to Execute and never parsed as template text.
package digest

import (
	"bytes"
	"embed"
	"encoding/json"
	"log/slog"
	"text/template"

	"github.com/nats-io/nats.go"
)

//go:embed templates/weekly_digest.txt
var templateFS embed.FS

var digestTmpl = template.Must(template.ParseFS(templateFS, "templates/weekly_digest.txt"))

type DigestRequest struct {
	UserEmail   string   `json:"user_email"`
	DisplayName string   `json:"display_name"`
	Subject     string   `json:"subject"`
	Highlights  []string `json:"highlights"`
}

type Mailer interface {
	Send(to, subject, body string) error
}

type DigestWorker struct {
	mailer Mailer
	log    *slog.Logger
}

func (w *DigestWorker) render(req DigestRequest) (string, error) {
	var buf bytes.Buffer
	if err := digestTmpl.ExecuteTemplate(&buf, "weekly_digest.txt", req); err != nil {
		return "", err
	}
	return buf.String(), nil
}

func (w *DigestWorker) handle(msg *nats.Msg) {
	var req DigestRequest
	if err := json.Unmarshal(msg.Data, &req); err != nil {
		w.log.Warn("dropping malformed digest request", "error", err)
		return
	}
	body, err := w.render(req)
	if err != nil {
		w.log.Error("render digest", "error", err)
		return
	}
	if err := w.mailer.Send(req.UserEmail, req.Subject, body); err != nil {
		w.log.Error("send digest", "error", err)
		_ = msg.Nak()
		return
	}
	_ = msg.Ack()
}

func (w *DigestWorker) Start(nc *nats.Conn) (*nats.Subscription, error) {
	return nc.QueueSubscribe("mail.digest.weekly", "digest-workers", w.handle)
}
