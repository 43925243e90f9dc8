// corpus: CWE-89 vulnerable — the X-Actor header reaches a repository method that formats it into an sqlx Select.
package audit

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/jmoiron/sqlx"
)

type Entry struct {
	ID     int64  `db:"id" json:"id"`
	Actor  string `db:"actor" json:"actor"`
	Action string `db:"action" json:"action"`
}

type Repo struct {
	db *sqlx.DB
}

func (r *Repo) ByActor(actor string) ([]Entry, error) {
	var out []Entry
	q := fmt.Sprintf("SELECT id, actor, action FROM audit_log WHERE actor = '%s' ORDER BY id DESC LIMIT 100", actor)
	err := r.db.Select(&out, q)
	return out, err
}

func (r *Repo) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	entries, err := r.ByActor(req.Header.Get("X-Actor"))
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(entries)
}
