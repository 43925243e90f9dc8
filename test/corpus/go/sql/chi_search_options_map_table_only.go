// corpus: CWE-89 safe — the options map holds a constant table, the raw search term and a parsed integer limit; only the table and the integer are formatted into SQL while the term is bound as $1.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type article struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

type listOptions struct {
	fields map[string]string
	limit  int
}

func listQuery(opts listOptions) string {
	return fmt.Sprintf("SELECT id, title FROM %s WHERE archived = false AND title ILIKE '%%' || $1 || '%%' ORDER BY published_at DESC LIMIT %d",
		opts.fields["table"], opts.limit)
}

type articleRepo struct{ db *sql.DB }

func (r *articleRepo) Search(opts listOptions) ([]article, error) {
	rows, err := r.db.Query(listQuery(opts), opts.fields["term"])
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []article
	for rows.Next() {
		var a article
		if err := rows.Scan(&a.ID, &a.Title); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

type api struct{ repo *articleRepo }

func (a *api) searchArticles(w http.ResponseWriter, r *http.Request) {
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit < 1 || limit > 100 {
		limit = 50
	}
	opts := listOptions{
		fields: map[string]string{"table": "articles", "term": r.URL.Query().Get("q")},
		limit:  limit,
	}
	list, err := a.repo.Search(opts)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(list)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	a := &api{repo: &articleRepo{db: db}}
	r := chi.NewRouter()
	r.Get("/articles/search", a.searchArticles)
	http.ListenAndServe(":8080", r)
}
