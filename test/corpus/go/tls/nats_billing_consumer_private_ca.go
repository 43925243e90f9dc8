// corpus: CWE-295 safe — the NATS connection verifies the broker's self-signed chain against the internal CA bundle loaded into RootCAs instead of skipping verification.
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"log"
	"os"

	"github.com/nats-io/nats.go"
)

type brokerConfig struct {
	URL      string
	User     string
	Password string
	CAFile   string
}

func loadBrokerConfig() brokerConfig {
	return brokerConfig{
		URL:      os.Getenv("BILLING_NATS_URL"),
		User:     os.Getenv("BILLING_NATS_USER"),
		Password: os.Getenv("BILLING_NATS_PASSWORD"),
		CAFile:   "/etc/acme/pki/internal-ca.pem",
	}
}

func brokerTLS(caFile string) (*tls.Config, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates in CA bundle")
	}
	return &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool}, nil
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
	tlsCfg, err := brokerTLS(cfg.CAFile)
	if err != nil {
		log.Fatal(err)
	}
	nc, err := nats.Connect(cfg.URL,
		nats.Secure(tlsCfg),
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
