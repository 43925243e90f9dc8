// corpus: CWE-918 vulnerable — RegisterWebhook stores the caller's callback URL in a Subscription and the Notifier immediately posts a test event to it from inside the cluster, with no check of scheme or host, so a tenant can make the service call internal addresses.
package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hookspb "example.com/platform/gen/hooks/v1"
)

type Subscription struct {
	ID          string
	TenantID    string
	CallbackURL string
	Events      []string
}

type Notifier struct {
	client *http.Client
}

func NewNotifier() *Notifier {
	return &Notifier{client: &http.Client{Timeout: 10 * time.Second}}
}

func (n *Notifier) Send(ctx context.Context, sub Subscription, event string, payload any) (int, error) {
	body, err := json.Marshal(map[string]any{"id": uuid.NewString(), "type": event, "data": payload})
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, sub.CallbackURL, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := n.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

type SubscriptionStore interface {
	Save(ctx context.Context, sub Subscription) error
}

type WebhookServer struct {
	hookspb.UnimplementedWebhookServiceServer
	store    SubscriptionStore
	notifier *Notifier
}

func NewWebhookServer(store SubscriptionStore, notifier *Notifier) *WebhookServer {
	return &WebhookServer{store: store, notifier: notifier}
}

func (s *WebhookServer) RegisterWebhook(ctx context.Context, req *hookspb.RegisterWebhookRequest) (*hookspb.RegisterWebhookResponse, error) {
	if req.GetCallbackUrl() == "" {
		return nil, status.Error(codes.InvalidArgument, "callback_url is required")
	}
	sub := Subscription{
		ID:          uuid.NewString(),
		TenantID:    req.GetTenantId(),
		CallbackURL: req.GetCallbackUrl(),
		Events:      req.GetEvents(),
	}
	code, err := s.notifier.Send(ctx, sub, "webhook.test", map[string]string{"subscription": sub.ID})
	if err != nil || code >= 300 {
		return nil, status.Error(codes.FailedPrecondition, fmt.Sprintf("test delivery failed (status %d)", code))
	}
	if err := s.store.Save(ctx, sub); err != nil {
		return nil, status.Error(codes.Internal, "could not save subscription")
	}
	return &hookspb.RegisterWebhookResponse{Id: sub.ID}, nil
}
