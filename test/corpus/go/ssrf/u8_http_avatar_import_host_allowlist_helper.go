// corpus: CWE-918 safe — the avatar URL from the form goes through parseAvatarSource, which requires https and a host from the fixed allowedAvatarHosts set, and only the parsed, checked URL is fetched.
package profile

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

var allowedAvatarHosts = map[string]bool{
	"avatars.githubusercontent.com": true,
	"secure.gravatar.com":           true,
	"lh3.googleusercontent.com":     true,
}

var errAvatarSource = errors.New("avatar host not allowed")

func parseAvatarSource(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || u.User != nil || u.Port() != "" || !allowedAvatarHosts[strings.ToLower(u.Hostname())] {
		return nil, errAvatarSource
	}
	return u, nil
}

type AvatarImporter struct {
	client  *http.Client
	maxSize int64
}

func NewAvatarImporter() *AvatarImporter {
	return &AvatarImporter{
		client: &http.Client{
			Timeout: 8 * time.Second,
			CheckRedirect: func(*http.Request, []*http.Request) error {
				return http.ErrUseLastResponse
			},
		},
		maxSize: 2 << 20,
	}
}

func (a *AvatarImporter) Fetch(ctx context.Context, src *url.URL) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, errors.New("avatar fetch failed")
	}
	return io.ReadAll(io.LimitReader(resp.Body, a.maxSize))
}

type AvatarHandler struct {
	importer *AvatarImporter
	save     func(ctx context.Context, userID string, img []byte) error
}

func (h *AvatarHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	src, err := parseAvatarSource(r.FormValue("avatar_url"))
	if err != nil {
		http.Error(w, "unsupported avatar source", http.StatusBadRequest)
		return
	}
	img, err := h.importer.Fetch(r.Context(), src)
	if err != nil {
		http.Error(w, "could not import avatar", http.StatusBadGateway)
		return
	}
	if err := h.save(r.Context(), r.Header.Get("X-User-ID"), img); err != nil {
		http.Error(w, "could not save avatar", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
