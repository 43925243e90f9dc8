// corpus: CWE-117 vulnerable — the lower-cased email and User-Agent header are formatted into a logrus text message unmodified.
package account

import (
	"net/http"
	"strings"

	"github.com/sirupsen/logrus"
)

type ResetHandler struct {
	Log *logrus.Logger
}

func (h *ResetHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	email := strings.ToLower(r.FormValue("email"))
	agent := r.Header.Get("User-Agent")
	h.Log.Infof("password reset requested for %s (agent: %s)", email, agent)
	w.WriteHeader(http.StatusAccepted)
}
