// corpus: CWE-918 safe — the avatar URL is parsed and fetched only if it is https on one of the allow-listed CDN hosts.
package profile

import (
	"io"
	"net/http"
	"net/url"
)

var avatarHosts = map[string]bool{
	"avatars.githubusercontent.com": true,
	"secure.gravatar.com":           true,
}

func ImportAvatar(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.PostFormValue("avatar_url"))
	if err != nil || u.Scheme != "https" || !avatarHosts[u.Hostname()] || u.Port() != "" {
		http.Error(w, "avatar host not allowed", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(u.String())
	if err != nil {
		http.Error(w, "could not fetch avatar", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	img, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	w.Header().Set("Content-Type", "image/png")
	w.Write(img)
}
