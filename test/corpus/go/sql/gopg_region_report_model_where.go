// corpus: CWE-89 safe — the region code is bound through go-pg's ? placeholder, and the only value formatted into the totals SQL is the integer id of the region row loaded from the database.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-pg/pg/v10"
)

type Region struct {
	ID   int64
	Code string
}

type regionTotal struct {
	Region  string  `json:"region"`
	Orders  int     `json:"orders"`
	Revenue float64 `json:"revenue"`
}

type reportRepo struct {
	db *pg.DB
}

func (r *reportRepo) totalsSQL(regionID int64) string {
	return fmt.Sprintf("SELECT r.code AS region, count(*) AS orders, sum(o.total) AS revenue FROM orders o "+
		"JOIN regions r ON r.id = o.region_id WHERE o.status = 'paid' AND o.region_id = %d GROUP BY r.code", regionID)
}

func (r *reportRepo) TotalsFor(code string) ([]regionTotal, error) {
	var reg Region
	if err := r.db.Model(&reg).Where("code = ?", code).Limit(1).Select(); err != nil {
		return nil, err
	}
	var out []regionTotal
	_, err := r.db.Query(&out, r.totalsSQL(reg.ID))
	return out, err
}

type server struct {
	mux     *http.ServeMux
	reports *reportRepo
}

func (s *server) handleTotals(w http.ResponseWriter, r *http.Request) {
	rows, err := s.reports.TotalsFor(r.URL.Query().Get("region"))
	if err != nil {
		http.Error(w, "report failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(rows)
}

func main() {
	opts, err := pg.ParseURL(os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	s := &server{mux: http.NewServeMux(), reports: &reportRepo{db: pg.Connect(opts)}}
	s.mux.HandleFunc("GET /reports/totals", s.handleTotals)
	http.ListenAndServe(":8080", s.mux)
}
