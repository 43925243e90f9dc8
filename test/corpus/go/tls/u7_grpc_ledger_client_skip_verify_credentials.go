// corpus: CWE-295 vulnerable — the gRPC connection to the remote ledger service uses TLS credentials with InsecureSkipVerify, so any certificate is accepted for ledger.payments.example.net.
package ledger

import (
	"context"
	"crypto/tls"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/metadata"

	ledgerpb "example.com/payments/gen/ledger/v1"
)

type Config struct {
	Address string
	APIKey  string
}

type Client struct {
	conn   *grpc.ClientConn
	api    ledgerpb.LedgerServiceClient
	apiKey string
}

func transportCredentials() credentials.TransportCredentials {
	return credentials.NewTLS(&tls.Config{
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true,
	})
}

func Dial(cfg Config) (*Client, error) {
	if cfg.Address == "" {
		cfg.Address = "ledger.payments.example.net:443"
	}
	conn, err := grpc.NewClient(cfg.Address, grpc.WithTransportCredentials(transportCredentials()))
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn, api: ledgerpb.NewLedgerServiceClient(conn), apiKey: cfg.APIKey}, nil
}

func (c *Client) PostEntry(ctx context.Context, account string, amountCents int64, memo string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ctx = metadata.AppendToOutgoingContext(ctx, "x-api-key", c.apiKey)
	resp, err := c.api.PostEntry(ctx, &ledgerpb.PostEntryRequest{
		Account:     account,
		AmountCents: amountCents,
		Memo:        memo,
	})
	if err != nil {
		return "", err
	}
	return resp.GetEntryId(), nil
}

func (c *Client) Close() error {
	return c.conn.Close()
}
