// corpus: CWE-918 vulnerable — the webhook tester checks only that the JSON-supplied URL is https, then posts to it, so internal hosts and metadata addresses are reachable.
package webhooks

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
)

type TestRequest struct {
	URL    string `json:"url" binding:"required"`
	Secret string `json:"secret"`
}

type WebhookService struct {
	client *http.Client
}

func validateEndpoint(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, errors.New("webhook endpoints must use https")
	}
	return u, nil
}

func (s *WebhookService) SendTest(ctx context.Context, req TestRequest) (int, error) {
	u, err := validateEndpoint(req.URL)
	if err != nil {
		return 0, err
	}
	body := []byte(`{"event":"ping","data":{}}`)
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	httpReq.Header.Set("Content-Type", "application/json")
	httpReq.Header.Set("X-Webhook-Secret", req.Secret)
	resp, err := s.client.Do(httpReq)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

type WebhookHandler struct {
	svc *WebhookService
}

func (h *WebhookHandler) Test(c *gin.Context) {
	var req TestRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "url is required"})
		return
	}
	status, err := h.svc.SendTest(c.Request.Context(), req)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"upstream_status": status})
}

func Register(r *gin.Engine) {
	h := &WebhookHandler{svc: &WebhookService{client: &http.Client{Timeout: 5 * time.Second}}}
	r.POST("/integrations/webhooks/test", h.Test)
}
