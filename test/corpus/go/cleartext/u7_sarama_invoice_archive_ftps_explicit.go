// corpus: CWE-319 safe — invoice PDFs from the Kafka topic are uploaded to the archive provider over FTP with explicit TLS (AUTH TLS) required before login, with certificate verification and TLS 1.2 minimum.
package archive

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"log/slog"
	"os"
	"time"

	"github.com/IBM/sarama"
	"github.com/jlaffaye/ftp"
)

type InvoiceDocument struct {
	InvoiceNo string `json:"invoice_no"`
	PDF       []byte `json:"pdf"`
}

type ArchiveClient struct {
	host, user, pass string
}

func (a *ArchiveClient) Store(name string, data []byte) error {
	conn, err := ftp.Dial(a.host+":21",
		ftp.DialWithTimeout(20*time.Second),
		ftp.DialWithExplicitTLS(&tls.Config{ServerName: a.host, MinVersion: tls.VersionTLS12}),
	)
	if err != nil {
		return err
	}
	defer conn.Quit()
	if err := conn.Login(a.user, a.pass); err != nil {
		return err
	}
	return conn.Stor("/invoices/"+name, bytes.NewReader(data))
}

type archiveHandler struct {
	client *ArchiveClient
	log    *slog.Logger
}

func (archiveHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (archiveHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h archiveHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		var doc InvoiceDocument
		if err := json.Unmarshal(msg.Value, &doc); err != nil {
			h.log.Warn("malformed invoice document", "offset", msg.Offset)
			sess.MarkMessage(msg, "")
			continue
		}
		if err := h.client.Store(doc.InvoiceNo+".pdf", doc.PDF); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

func NewArchiveHandler(log *slog.Logger) sarama.ConsumerGroupHandler {
	return archiveHandler{
		client: &ArchiveClient{host: "archive.docvault.example.com", user: os.Getenv("ARCHIVE_USER"), pass: os.Getenv("ARCHIVE_PASSWORD")},
		log:    log,
	}
}
