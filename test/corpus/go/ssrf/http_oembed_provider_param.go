// corpus: CWE-918 vulnerable — the oEmbed provider base URL comes straight from the query string, so the server requests any host the client names; only the link is query-escaped.
package embeds

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type OEmbed struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	HTML   string `json:"html"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

type EmbedResolver struct {
	client          *http.Client
	defaultProvider string
}

func (e *EmbedResolver) endpoint(provider, link string) string {
	if provider == "" {
		provider = e.defaultProvider
	}
	provider = strings.TrimRight(provider, "/")
	return fmt.Sprintf("%s/oembed?format=json&url=%s", provider, url.QueryEscape(link))
}

func (e *EmbedResolver) Resolve(r *http.Request, provider, link string) (*OEmbed, error) {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodGet, e.endpoint(provider, link), nil)
	if err != nil {
		return nil, err
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out OEmbed
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	return &out, nil
}

type EmbedAPI struct {
	resolver *EmbedResolver
}

func (a *EmbedAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	embed, err := a.resolver.Resolve(r, q.Get("provider"), q.Get("url"))
	if err != nil {
		http.Error(w, "could not resolve embed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(embed)
}

func NewEmbedAPI() *EmbedAPI {
	return &EmbedAPI{resolver: &EmbedResolver{
		client:          &http.Client{Timeout: 5 * time.Second},
		defaultProvider: "https://www.youtube.com",
	}}
}
