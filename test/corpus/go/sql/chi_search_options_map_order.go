// corpus: CWE-89 vulnerable — the options map carries a constant table and the raw sort query parameter, and listQuery formats the sort value into the ORDER BY clause.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type article struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

func listQuery(opts map[string]string) string {
	return fmt.Sprintf("SELECT id, title FROM %s WHERE archived = false ORDER BY %s LIMIT 50",
		opts["table"], opts["order"])
}

type articleRepo struct{ db *sql.DB }

func (r *articleRepo) List(opts map[string]string) ([]article, error) {
	rows, err := r.db.Query(listQuery(opts))
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

func (a *api) listArticles(w http.ResponseWriter, r *http.Request) {
	opts := map[string]string{
		"table": "articles",
		"order": r.URL.Query().Get("sort"),
	}
	if opts["order"] == "" {
		opts["order"] = "published_at DESC"
	}
	list, err := a.repo.List(opts)
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
	r.Get("/articles", a.listArticles)
	http.ListenAndServe(":8080", r)
}
