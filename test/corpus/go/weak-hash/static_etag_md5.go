// corpus: CWE-328 safe — md5 only derives an ETag cache key for public static content; nothing security-relevant depends on it.
package assets

import (
	"crypto/md5"
	"fmt"
	"net/http"
	"os"
)

func ServeBundle(w http.ResponseWriter, r *http.Request) {
	body, err := os.ReadFile("/srv/app/public/bundle.js")
	if err != nil {
		http.NotFound(w, r)
		return
	}
	etag := fmt.Sprintf(`"%x"`, md5.Sum(body))
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Header().Set("Content-Type", "application/javascript")
	w.Write(body)
}
