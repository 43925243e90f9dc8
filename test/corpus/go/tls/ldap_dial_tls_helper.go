// corpus: CWE-295 vulnerable — a helper builds the TLS config for the directory connection with verification disabled.
package main

import (
	"crypto/tls"
	"fmt"
	"net"
	"os"
)

func directoryTLS(serverName string) *tls.Config {
	return &tls.Config{
		ServerName:         serverName,
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true,
	}
}

func main() {
	host := os.Getenv("DIRECTORY_HOST")
	conn, err := tls.Dial("tcp", net.JoinHostPort(host, "636"), directoryTLS(host))
	if err != nil {
		fmt.Fprintln(os.Stderr, "dial failed:", err)
		os.Exit(1)
	}
	defer conn.Close()
	fmt.Println("connected, cipher suite:", tls.CipherSuiteName(conn.ConnectionState().CipherSuite))
}
