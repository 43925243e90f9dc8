// corpus: CWE-918 vulnerable — the node query parameter becomes the host of the health-check URL the server requests.
package cluster

import (
	"fmt"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

var httpClient = &http.Client{Timeout: 3 * time.Second}

func NodeHealth(c echo.Context) error {
	node := c.QueryParam("node")
	url := fmt.Sprintf("http://%s:8080/healthz", node)
	resp, err := httpClient.Get(url)
	if err != nil {
		return c.JSON(http.StatusOK, map[string]string{"node": node, "health": "down"})
	}
	resp.Body.Close()
	return c.JSON(http.StatusOK, map[string]interface{}{"node": node, "health": resp.StatusCode == http.StatusOK})
}
