// corpus: CWE-319 safe — the partner client's base URL is https://, so the bearer token and bank details travel over TLS.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/gin-gonic/gin"
)

type PayoutRequest struct {
	AccountIBAN string `json:"iban" binding:"required"`
	AmountCents int64  `json:"amount_cents" binding:"required"`
	Reference   string `json:"reference"`
}

type PartnerClient struct {
	baseURL string
	token   string
	http    *http.Client
}

func NewPartnerClient() *PartnerClient {
	return &PartnerClient{
		baseURL: "https://api.payouts-partner.com/v2",
		token:   os.Getenv("PAYOUT_PARTNER_TOKEN"),
		http:    &http.Client{Timeout: 10 * time.Second},
	}
}

func (p *PartnerClient) Submit(req PayoutRequest) (int, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return 0, err
	}
	httpReq, err := http.NewRequest(http.MethodPost, p.baseURL+"/payouts", bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	httpReq.Header.Set("Authorization", "Bearer "+p.token)
	httpReq.Header.Set("Content-Type", "application/json")

	resp, err := p.http.Do(httpReq)
	if err != nil {
		return 0, fmt.Errorf("partner unreachable: %w", err)
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

type PayoutHandler struct {
	partner *PartnerClient
}

func (h *PayoutHandler) Create(c *gin.Context) {
	var req PayoutRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid payout"})
		return
	}
	status, err := h.partner.Submit(req)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "partner unavailable"})
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"partner_status": status})
}

func main() {
	h := &PayoutHandler{partner: NewPartnerClient()}
	r := gin.Default()
	r.POST("/payouts", h.Create)
	r.Run(":8080")
}
