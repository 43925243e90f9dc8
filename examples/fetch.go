package fetch

import (
	"crypto/tls"
	"io"
	"net/http"
)

var client = &http.Client{
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
}

func Proxy(w http.ResponseWriter, r *http.Request) {
	resp, err := client.Get(r.URL.Query().Get("url"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}
