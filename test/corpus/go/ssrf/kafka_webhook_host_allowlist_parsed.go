// corpus: CWE-918 safe — the webhook URL from the Kafka event is parsed, must be https, and its exact hostname must be in the allow-list set before the request is built.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"time"

	"github.com/segmentio/kafka-go"
)

type deliveryEvent struct {
	WebhookURL string          `json:"webhook_url"`
	Payload    json.RawMessage `json:"payload"`
}

type deliverer struct {
	client       *http.Client
	allowedHosts map[string]bool
}

func (d *deliverer) validate(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || u.User != nil || !d.allowedHosts[u.Hostname()] {
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
	d := &deliverer{
		client: &http.Client{
			Timeout:       5 * time.Second,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		allowedHosts: map[string]bool{"hooks.acme.io": true, "events.acme.io": true},
	}
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
