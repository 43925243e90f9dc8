// corpus: CWE-918 vulnerable — the webhook URL from the Kafka event is only checked with strings.Contains on the host, so hooks.acme.io.attacker.net resolving to an internal address is fetched.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/segmentio/kafka-go"
)

type deliveryEvent struct {
	WebhookURL string          `json:"webhook_url"`
	Payload    json.RawMessage `json:"payload"`
}

type deliverer struct {
	client      *http.Client
	trustedHost string
}

func (d *deliverer) validate(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !strings.Contains(u.Hostname(), d.trustedHost) {
		return nil, errors.New("webhook host not allowed")
	}
	return u, nil
}

func (d *deliverer) Deliver(ctx context.Context, ev deliveryEvent) error {
	u, err := d.validate(ev.WebhookURL)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(ev.Payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func main() {
	d := &deliverer{client: &http.Client{Timeout: 5 * time.Second}, trustedHost: "hooks.acme.io"}
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: []string{"kafka-1.internal:9092"},
		GroupID: "webhook-delivery",
		Topic:   "webhooks.outbound",
	})
	defer reader.Close()

	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatalf("kafka: %v", err)
		}
		var ev deliveryEvent
		if json.Unmarshal(msg.Value, &ev) != nil {
			continue
		}
		if err := d.Deliver(ctx, ev); err != nil {
			log.Printf("delivery at offset %d failed: %v", msg.Offset, err)
		}
	}
}
