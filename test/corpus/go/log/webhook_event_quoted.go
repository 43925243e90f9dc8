// corpus: CWE-117 safe — the event header is logged with %q, which escapes control characters so it stays on one line.
package hooks

import (
	"log"
	"net/http"
)

func Receive(w http.ResponseWriter, r *http.Request) {
	event := r.Header.Get("X-Event-Type")
	delivery := r.Header.Get("X-Delivery-ID")
	log.Printf("webhook received event=%q delivery=%q", event, delivery)
	w.WriteHeader(http.StatusAccepted)
}
