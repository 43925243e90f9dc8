// corpus: CWE-295 vulnerable — certificate checks are turned off through a local variable skip := true assigned to InsecureSkipVerify.
package sync

import (
	"crypto/tls"
	"net/http"
	"os"
	"time"
)

type Syncer struct {
	client *http.Client
	base   string
}

func NewSyncer() *Syncer {
	skip := true // supplier uses a self-signed certificate
	tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: skip}}
	return &Syncer{
		client: &http.Client{Transport: tr, Timeout: 15 * time.Second},
		base:   os.Getenv("SUPPLIER_API"),
	}
}

func (s *Syncer) Pull() (*http.Response, error) {
	return s.client.Get(s.base + "/inventory/export")
}
