// corpus: CWE-502 safe — the body is decoded as JSON into a concrete struct with plain fields, so no client-chosen types are created.
package jobs

import (
	"encoding/json"
	"net/http"
)

type ResizeRequest struct {
	ImageID string `json:"image_id"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
}

func EnqueueResize(queue chan<- ResizeRequest) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req ResizeRequest
		dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			http.Error(w, "invalid request", http.StatusBadRequest)
			return
		}
		queue <- req
		w.WriteHeader(http.StatusAccepted)
	}
}
