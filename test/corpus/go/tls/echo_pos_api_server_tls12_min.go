// corpus: CWE-327 safe — the card-terminal API server's tls.Config sets MinVersion to tls.VersionTLS12 and leaves cipher suites at Go's modern defaults.
package main

import (
	"crypto/tls"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

type serverOptions struct {
	Addr     string
	CertFile string
	KeyFile  string
	MinTLS   uint16
}

// terminals were upgraded to firmware 4.2, which speaks TLS 1.2
var defaultOptions = serverOptions{
	Addr:     ":8443",
	CertFile: "/etc/pos-api/tls/server.crt",
	KeyFile:  "/etc/pos-api/tls/server.key",
	MinTLS:   tls.VersionTLS12,
}

type captureRequest struct {
	TerminalID  string `json:"terminal_id"`
	AuthCode    string `json:"auth_code"`
	AmountCents int64  `json:"amount_cents"`
}

type posHandler struct{}

func (h *posHandler) capture(c echo.Context) error {
	var req captureRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest)
	}
	return c.JSON(http.StatusAccepted, map[string]any{"terminal": req.TerminalID, "captured": req.AmountCents})
}

func newServer(opts serverOptions, handler http.Handler) *http.Server {
	return &http.Server{
		Addr:              opts.Addr,
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		TLSConfig:         &tls.Config{MinVersion: opts.MinTLS},
	}
}

func main() {
	e := echo.New()
	h := &posHandler{}
	e.POST("/v1/capture", h.capture)

	srv := newServer(defaultOptions, e)
	e.Logger.Fatal(srv.ListenAndServeTLS(defaultOptions.CertFile, defaultOptions.KeyFile))
}
