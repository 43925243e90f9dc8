// corpus: CWE-918 vulnerable — the importer allow-lists the host of the source URL but fetches the optional mirror URL from the same request body without any check.
package feeds

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/labstack/echo/v4"
)

type ImportRequest struct {
	Source    string `json:"source"`
	MirrorURL string `json:"mirror_url"`
}

type FeedImporter struct {
	client  *http.Client
	trusted map[string]bool
}

func (f *FeedImporter) validate(req ImportRequest) error {
	u, err := url.Parse(req.Source)
	if err != nil || u.Scheme != "https" {
		return errors.New("source must be an https URL")
	}
	if !f.trusted[u.Hostname()] {
		return errors.New("source host is not trusted")
	}
	return nil
}

func (f *FeedImporter) fetchURL(req ImportRequest) string {
	if req.MirrorURL != "" {
		return req.MirrorURL
	}
	return req.Source
}

func (f *FeedImporter) Import(ctx context.Context, req ImportRequest) ([]byte, error) {
	if err := f.validate(req); err != nil {
		return nil, err
	}
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodGet, f.fetchURL(req), nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.client.Do(httpReq)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 4<<20))
}

type FeedHandler struct {
	importer *FeedImporter
}

func (h *FeedHandler) Import(c echo.Context) error {
	var req ImportRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	body, err := h.importer.Import(c.Request().Context(), req)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, err.Error())
	}
	return c.JSON(http.StatusAccepted, map[string]int{"bytes": len(body)})
}

func Register(e *echo.Echo) {
	h := &FeedHandler{importer: &FeedImporter{
		client:  &http.Client{Timeout: 15 * time.Second},
		trusted: map[string]bool{"feeds.example-news.com": true, "rss.partner.io": true},
	}}
	e.POST("/feeds/import", h.Import)
}
