// corpus: CWE-918 vulnerable — the callback form value is stored on a notifier struct whose method POSTs to it with http.Post.
package exports

import (
	"bytes"
	"encoding/json"
	"net/http"
)

type Notifier struct {
	Callback string
}

func (n Notifier) Done(jobID string) error {
	payload, _ := json.Marshal(map[string]string{"job": jobID, "state": "done"})
	resp, err := http.Post(n.Callback, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func StartExport(w http.ResponseWriter, r *http.Request) {
	n := Notifier{Callback: r.FormValue("callback_url")}
	if err := n.Done("export-2291"); err != nil {
		http.Error(w, "callback failed", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
