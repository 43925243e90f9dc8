// corpus: CWE-89 vulnerable — the region query parameter is concatenated into the go-pg raw SQL passed to db.Query by the report repository.
package main

import (
	"encoding/json"
	"net/http"
	"os"

	"github.com/go-pg/pg/v10"
)

type regionTotal struct {
	Region  string  `json:"region"`
	Orders  int     `json:"orders"`
	Revenue float64 `json:"revenue"`
}

type reportRepo struct {
	db *pg.DB
}

func (r *reportRepo) totalsSQL(region string) string {
	return "SELECT region, count(*) AS orders, sum(total) AS revenue FROM orders " +
		"WHERE status = 'paid' AND region = '" + region + "' GROUP BY region"
}

func (r *reportRepo) TotalsFor(region string) ([]regionTotal, error) {
	var out []regionTotal
	_, err := r.db.Query(&out, r.totalsSQL(region))
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
