// corpus: CWE-79 safe — the debug text from the header is only used inside a branch guarded by a false constant; the banner is fixed text.
package web

import (
	"io"
	"net/http"
)

const showDebugBanner = false

func Banner(w http.ResponseWriter, r *http.Request) {
	banner := "<div class=\"banner\">Scheduled maintenance on Sunday 02:00 UTC</div>"
	if showDebugBanner {
		banner = "<div class=\"debug\">" + r.Header.Get("X-Debug-Note") + "</div>"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, banner)
}
