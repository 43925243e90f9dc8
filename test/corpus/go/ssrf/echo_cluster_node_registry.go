// corpus: CWE-918 safe — the node name from the path only selects an entry in a registry of configured endpoints; the request never contributes to the URL itself.
package cluster

import (
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

type NodeRegistry struct {
	endpoints map[string]string
}

func (r *NodeRegistry) Endpoint(name string) (string, bool) {
	base, ok := r.endpoints[name]
	return base, ok
}

type MetricsClient struct {
	http *http.Client
}

func (m *MetricsClient) Scrape(base string) ([]byte, error) {
	resp, err := m.http.Get(fmt.Sprintf("%s/metrics", base))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 1<<20))
}

type ClusterHandler struct {
	nodes   *NodeRegistry
	metrics *MetricsClient
}

func (h *ClusterHandler) NodeMetrics(c echo.Context) error {
	base, ok := h.nodes.Endpoint(c.Param("node"))
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "unknown node")
	}
	body, err := h.metrics.Scrape(base)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "node unreachable")
	}
	return c.Blob(http.StatusOK, "text/plain; version=0.0.4", body)
}

func Register(e *echo.Echo) {
	h := &ClusterHandler{
		nodes: &NodeRegistry{endpoints: map[string]string{
			"ingest-1": "http://10.0.4.11:9100",
			"ingest-2": "http://10.0.4.12:9100",
			"query-1":  "http://10.0.5.21:9100",
		}},
		metrics: &MetricsClient{http: &http.Client{Timeout: 3 * time.Second}},
	}
	e.GET("/admin/cluster/:node/metrics", h.NodeMetrics)
}
