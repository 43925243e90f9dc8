package web

import (
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
)

type Store struct {
	db    *sql.DB
	table string
}

func (s *Store) Find(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	rows, err := s.db.Query(fmt.Sprintf("SELECT * FROM %s WHERE id = '%s'", s.table, id))
	if err != nil {
		return
	}
	defer rows.Close()
	exec.Command("sh", "-c", "echo "+id).Run()
}
