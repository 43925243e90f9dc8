// corpus: CWE-295 safe — the client trusts a private CA by loading it into RootCAs; verification stays enabled.
package clients

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net/http"
	"os"
	"time"
)

func NewInternalClient() (*http.Client, error) {
	pem, err := os.ReadFile(os.Getenv("INTERNAL_CA_FILE"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates in CA file")
	}
	tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}
	return &http.Client{Transport: tr, Timeout: 10 * time.Second}, nil
}
