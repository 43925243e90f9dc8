// corpus: CWE-89 safe — only integers parsed with strconv.Atoi are formatted into the pgx query; the free-text author filter is passed as $1.
package crm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/jackc/pgx/v5"
)

type Note struct {
	ID     int64  `json:"id"`
	Author string `json:"author"`
	Body   string `json:"body"`
}

type NoteStore struct {
	conn *pgx.Conn
}

func (s *NoteStore) ForCustomer(ctx context.Context, customerID, limit int, author string) ([]Note, error) {
	q := fmt.Sprintf(
		"SELECT id, author, body FROM customer_notes WHERE customer_id = %d AND author = $1 ORDER BY id DESC LIMIT %d",
		customerID, limit,
	)
	rows, err := s.conn.Query(ctx, q, author)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var notes []Note
	for rows.Next() {
		var n Note
		if err := rows.Scan(&n.ID, &n.Author, &n.Body); err != nil {
			return nil, err
		}
		notes = append(notes, n)
	}
	return notes, rows.Err()
}

type App struct {
	notes *NoteStore
}

func parseLimit(raw string) int {
	n, err := strconv.Atoi(raw)
	if err != nil || n <= 0 || n > 100 {
		return 25
	}
	return n
}

func (a *App) customerNotes(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "invalid customer id", http.StatusBadRequest)
		return
	}
	limit := parseLimit(r.URL.Query().Get("limit"))
	notes, err := a.notes.ForCustomer(r.Context(), id, limit, r.URL.Query().Get("author"))
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(notes)
}
