// corpus: CWE-319 vulnerable — payroll batches consumed from Kafka, with employee IBANs and salaries, are uploaded with a plain FTP login to the bank's remote host, so credentials and file travel unencrypted.
package payroll

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strconv"
	"time"

	"github.com/jlaffaye/ftp"
	"github.com/segmentio/kafka-go"
)

type Payment struct {
	EmployeeID string `json:"employee_id"`
	Name       string `json:"name"`
	IBAN       string `json:"iban"`
	NetCents   int64  `json:"net_cents"`
}

type Batch struct {
	BatchID  string    `json:"batch_id"`
	Payments []Payment `json:"payments"`
}

type BankUploader struct {
	addr, user, pass string
}

func (u *BankUploader) Upload(name string, data []byte) error {
	conn, err := ftp.Dial(u.addr, ftp.DialWithTimeout(15*time.Second))
	if err != nil {
		return err
	}
	defer conn.Quit()
	if err := conn.Login(u.user, u.pass); err != nil {
		return err
	}
	return conn.Stor("incoming/"+name, bytes.NewReader(data))
}

func toCSV(b Batch) []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"employee_id", "name", "iban", "amount"})
	for _, p := range b.Payments {
		_ = w.Write([]string{p.EmployeeID, p.Name, p.IBAN, strconv.FormatFloat(float64(p.NetCents)/100, 'f', 2, 64)})
	}
	w.Flush()
	return buf.Bytes()
}

func Run(ctx context.Context) error {
	uploader := &BankUploader{addr: "ftp.bank-partner.example.com:21", user: os.Getenv("BANK_FTP_USER"), pass: os.Getenv("BANK_FTP_PASSWORD")}
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_BROKER")}, Topic: "payroll.batches.approved", GroupID: "bank-export"})
	defer r.Close()
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var b Batch
		if err := json.Unmarshal(m.Value, &b); err != nil {
			log.Printf("skip malformed batch at offset %d", m.Offset)
		} else if err := uploader.Upload(fmt.Sprintf("payroll_%s.csv", b.BatchID), toCSV(b)); err != nil {
			return fmt.Errorf("upload batch %s: %w", b.BatchID, err)
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
