// corpus: CWE-918 safe — the proxied URL must parse as https with a host present in a fixed allow-list map before http.Get is called.
package imgproxy

import (
	"errors"
	"io"
	"net/http"
	"net/url"
)

var allowedHosts = map[string]bool{
	"images.unsplash.com":           true,
	"cdn.shopify.com":               true,
	"avatars.githubusercontent.com": true,
}

type ImageProxy struct {
	maxBytes int64
}

func checkSource(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || u.User != nil {
		return nil, errors.New("unsupported image URL")
	}
	if !allowedHosts[u.Host] {
		return nil, errors.New("image host not allowed")
	}
	return u, nil
}

func (p *ImageProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	u, err := checkSource(r.URL.Query().Get("src"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resp, err := http.Get(u.String())
	if err != nil {
		http.Error(w, "upstream fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		http.Error(w, "upstream returned an error", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", resp.Header.Get("Content-Type"))
	w.Header().Set("Cache-Control", "public, max-age=3600")
	io.Copy(w, io.LimitReader(resp.Body, p.maxBytes))
}

func main() {
	http.Handle("/img", &ImageProxy{maxBytes: 8 << 20})
	http.ListenAndServe(":8080", nil)
}
