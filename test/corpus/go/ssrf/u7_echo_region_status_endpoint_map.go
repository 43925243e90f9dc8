// corpus: CWE-918 safe — the region parameter only selects one of the configured status endpoints; an unknown region is rejected and the request URL is never taken from the client.
package status

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

type RegionStatus struct {
	Region  string `json:"region"`
	Healthy bool   `json:"healthy"`
	Latency int    `json:"latency_ms"`
}

type StatusClient struct {
	http      *http.Client
	endpoints map[string]string
}

func NewStatusClient() *StatusClient {
	return &StatusClient{
		http: &http.Client{Timeout: 3 * time.Second},
		endpoints: map[string]string{
			"eu-west":  "https://status.eu-west.internal.example.com/v1/health",
			"us-east":  "https://status.us-east.internal.example.com/v1/health",
			"ap-south": "https://status.ap-south.internal.example.com/v1/health",
		},
	}
}

func (c *StatusClient) Check(ctx context.Context, region string) (*RegionStatus, bool, error) {
	endpoint, ok := c.endpoints[region]
	if !ok {
		return nil, false, nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, true, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, true, err
	}
	defer resp.Body.Close()
	var st RegionStatus
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		return nil, true, err
	}
	st.Region = region
	return &st, true, nil
}

type StatusHandler struct {
	client *StatusClient
}

func (h *StatusHandler) Register(e *echo.Echo) {
	e.GET("/status/:region", h.region)
}

func (h *StatusHandler) region(c echo.Context) error {
	st, known, err := h.client.Check(c.Request().Context(), c.Param("region"))
	if !known {
		return echo.NewHTTPError(http.StatusNotFound, "unknown region")
	}
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "status endpoint unreachable")
	}
	return c.JSON(http.StatusOK, st)
}
