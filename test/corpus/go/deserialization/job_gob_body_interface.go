// corpus: CWE-502 vulnerable — the raw request body is gob-decoded into an interface value, letting the client pick any registered type to instantiate.
package jobs

import (
	"encoding/gob"
	"net/http"
)

type Task interface {
	Run() error
}

type ResizeImage struct{ Path string }
type PurgeCache struct{ Prefix string }

func (t ResizeImage) Run() error { return nil }
func (t PurgeCache) Run() error  { return nil }

func init() {
	gob.Register(ResizeImage{})
	gob.Register(PurgeCache{})
}

func Enqueue(w http.ResponseWriter, r *http.Request) {
	var task Task
	if err := gob.NewDecoder(r.Body).Decode(&task); err != nil {
		http.Error(w, "undecodable task", http.StatusBadRequest)
		return
	}
	if err := task.Run(); err != nil {
		http.Error(w, "task failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
