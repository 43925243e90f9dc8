package articles

import (
	"database/sql"
	"fmt"
	"net/http"
)

// Options handed down to the helpers that build the SQL: every key keeps what it was given.
type listOptions struct {
	fields map[string]string
	limit  int
}

func listQuery(opts listOptions) string {
	return fmt.Sprintf("SELECT id FROM %s WHERE title ILIKE '%%' || $1 || '%%' LIMIT %d", opts.fields["table"], opts.limit)
}

func orderedQuery(opts listOptions) string {
	return fmt.Sprintf("SELECT id FROM %s ORDER BY %s", opts.fields["table"], opts.fields["order"])
}

type repo struct{ db *sql.DB }

func (r *repo) search(opts listOptions) (*sql.Rows, error) {
	// ok: go.security.sql-injection
	return r.db.Query(listQuery(opts), opts.fields["term"])
}

func (r *repo) list(opts listOptions) (*sql.Rows, error) {
	// ruleid: go.security.sql-injection
	return r.db.Query(orderedQuery(opts))
}

type api struct{ repo *repo }

func (a *api) handle(w http.ResponseWriter, req *http.Request) {
	q := req.URL.Query()
	opts := listOptions{fields: map[string]string{"table": "articles", "term": q.Get("q"), "order": q.Get("sort")}, limit: 50}
	a.repo.search(opts)
	a.repo.list(opts)
}
