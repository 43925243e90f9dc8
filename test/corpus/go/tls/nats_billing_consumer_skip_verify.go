// corpus: CWE-295 vulnerable — the NATS connection that carries billing events uses a tls.Config with InsecureSkipVerify true, so any certificate presented for the broker is accepted.
package main

import (
	"crypto/tls"
	"encoding/json"
	"log"
	"os"

	"github.com/nats-io/nats.go"
)

type brokerConfig struct {
	URL      string
	User     string
	Password string
}

func loadBrokerConfig() brokerConfig {
	return brokerConfig{
		URL:      os.Getenv("BILLING_NATS_URL"),
		User:     os.Getenv("BILLING_NATS_USER"),
		Password: os.Getenv("BILLING_NATS_PASSWORD"),
	}
}

func brokerTLS() *tls.Config {
	// the broker presents a self-signed certificate in every environment
	return &tls.Config{
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true,
	}
}

type invoicePaid struct {
	InvoiceID   string `json:"invoice_id"`
	AmountCents int64  `json:"amount_cents"`
}

type billingConsumer struct {
	paid map[string]int64
}

func (b *billingConsumer) onPaid(m *nats.Msg) {
	var ev invoicePaid
	if err := json.Unmarshal(m.Data, &ev); err != nil {
		return
	}
	b.paid[ev.InvoiceID] = ev.AmountCents
}

func main() {
	cfg := loadBrokerConfig()
	nc, err := nats.Connect(cfg.URL,
		nats.Secure(brokerTLS()),
		nats.UserInfo(cfg.User, cfg.Password),
		nats.Name("billing-consumer"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	c := &billingConsumer{paid: map[string]int64{}}
	if _, err := nc.Subscribe("billing.invoice.paid", c.onPaid); err != nil {
		log.Fatal(err)
	}
	select {}
}
