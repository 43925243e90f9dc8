// corpus: CWE-295 safe — InsecureSkipVerify takes a package constant that is false, so certificates are always checked.
package main

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"net/http"
	"os"
	"time"
)

const allowInsecureTLS = false

var hookClient = &http.Client{
	Timeout: 5 * time.Second,
	Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: allowInsecureTLS},
	},
}

func notifyDeploy(version string) error {
	payload, _ := json.Marshal(map[string]string{"event": "deploy", "version": version})
	resp, err := hookClient.Post(os.Getenv("DEPLOY_HOOK_URL"), "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func main() {
	if err := notifyDeploy(os.Getenv("APP_VERSION")); err != nil {
		os.Exit(1)
	}
}
