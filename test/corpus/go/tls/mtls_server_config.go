// corpus: CWE-295 safe — the server requires and verifies client certificates against a loaded CA pool.
package main

import (
	"crypto/tls"
	"crypto/x509"
	"log"
	"net/http"
	"os"
)

func main() {
	caPEM, err := os.ReadFile(os.Getenv("CLIENT_CA"))
	if err != nil {
		log.Fatal(err)
	}
	clientCAs := x509.NewCertPool()
	clientCAs.AppendCertsFromPEM(caPEM)

	srv := &http.Server{
		Addr: ":8443",
		TLSConfig: &tls.Config{
			ClientCAs:  clientCAs,
			ClientAuth: tls.RequireAndVerifyClientCert,
			MinVersion: tls.VersionTLS12,
		},
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte("ok\n"))
		}),
	}
	log.Fatal(srv.ListenAndServeTLS("/etc/svc/tls.crt", "/etc/svc/tls.key"))
}
