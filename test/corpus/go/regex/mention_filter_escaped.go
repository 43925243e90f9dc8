// corpus: CWE-1333 safe — the user's text is escaped with regexp2.Escape before being placed in the pattern, so it matches literally.
package chat

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/dlclark/regexp2"
)

func Mentions(w http.ResponseWriter, r *http.Request) {
	handle := r.URL.Query().Get("handle")
	re := regexp2.MustCompile(`@`+regexp2.Escape(handle)+`\b`, regexp2.IgnoreCase)
	re.MatchTimeout = 200 * time.Millisecond

	messages := []string{"hey @sam can you review", "lunch?", "@Sam ping"}
	found := 0
	for _, m := range messages {
		if ok, _ := re.MatchString(m); ok {
			found++
		}
	}
	json.NewEncoder(w).Encode(map[string]int{"mentions": found})
}
