// corpus: CWE-78 vulnerable — fields from the JSON body are written into a strings.Builder and run with sh -c via CommandContext.
package worker

import (
	"encoding/json"
	"net/http"
	"os/exec"
	"strings"
)

type ConvertJob struct {
	Input  string `json:"input"`
	Format string `json:"format"`
}

func HandleConvert(w http.ResponseWriter, r *http.Request) {
	var job ConvertJob
	if err := json.NewDecoder(r.Body).Decode(&job); err != nil {
		http.Error(w, "bad job", http.StatusBadRequest)
		return
	}

	var cmd strings.Builder
	cmd.WriteString("ffmpeg -y -i /data/media/")
	cmd.WriteString(job.Input)
	cmd.WriteString(" /data/out/result.")
	cmd.WriteString(job.Format)

	if err := exec.CommandContext(r.Context(), "sh", "-c", cmd.String()).Run(); err != nil {
		http.Error(w, "conversion failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
