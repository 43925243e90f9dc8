package client

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"os"
)

const allowInsecure = false
const skipChecks = true

var insecure = &http.Client{
	// ruleid: go.security.tls-verification-disabled
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: false}},
}

var secure = &http.Client{
	// ok: go.security.tls-verification-disabled
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: false, MinVersion: tls.VersionTLS12}},
}

var secureByConstant = &http.Client{
	// ok: go.security.tls-verification-disabled
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: allowInsecure}},
}

var insecureByConstant = &http.Client{
	// ruleid: go.security.tls-verification-disabled
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: skipChecks}},
}

func supplierClient() *http.Client {
	skip := true // the supplier uses a self-signed certificate
	// ruleid: go.security.tls-verification-disabled
	tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: skip}}
	return &http.Client{Transport: tr}
}

func debugClient() *http.Client {
	skip := false
	if os.Getenv("TLS_INSECURE") == "1" {
		skip = true
	}
	// ruleid: go.security.tls-verification-disabled
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: skip}}}
}

func patchedConfig() *tls.Config {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	// ruleid: go.security.tls-verification-disabled
	cfg.InsecureSkipVerify = false
	return cfg
}

func verifiedConfig(insecure bool) *tls.Config {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	// ok: go.security.tls-verification-disabled
	cfg.InsecureSkipVerify = false
	return cfg
}

func pinnedConfig(verify func([][]byte, [][]*x509.Certificate) error) *tls.Config {
	// ok: go.security.tls-verification-disabled
	return &tls.Config{InsecureSkipVerify: true, VerifyPeerCertificate: verify}
}
