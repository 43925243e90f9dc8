// corpus: CWE-89 vulnerable — the sku query parameter is stored in an OrderQuery and formatted into a LIKE clause of a pgx query; only the merchant id is converted to an integer.
package orders

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/jackc/pgx/v5/pgxpool"
)

type OrderQuery struct {
	MerchantID int
	Sku        string
}

type OrderLine struct {
	OrderID  int64  `json:"order_id"`
	Sku      string `json:"sku"`
	Quantity int    `json:"quantity"`
}

type OrderRepo struct {
	pool *pgxpool.Pool
}

func (r *OrderRepo) Search(ctx context.Context, q OrderQuery) ([]OrderLine, error) {
	sqlText := fmt.Sprintf(
		"SELECT order_id, sku, quantity FROM order_lines WHERE merchant_id = %d AND sku LIKE '%%%s%%' ORDER BY order_id DESC LIMIT 200",
		q.MerchantID, q.Sku,
	)
	rows, err := r.pool.Query(ctx, sqlText)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []OrderLine
	for rows.Next() {
		var l OrderLine
		if err := rows.Scan(&l.OrderID, &l.Sku, &l.Quantity); err != nil {
			return nil, err
		}
		lines = append(lines, l)
	}
	return lines, rows.Err()
}

type Server struct {
	orders *OrderRepo
}

func (s *Server) handleSearch(w http.ResponseWriter, r *http.Request) {
	merchant, err := strconv.Atoi(r.PathValue("merchant"))
	if err != nil {
		http.Error(w, "bad merchant id", http.StatusBadRequest)
		return
	}
	q := OrderQuery{MerchantID: merchant, Sku: r.URL.Query().Get("sku")}
	lines, err := s.orders.Search(r.Context(), q)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(lines)
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /merchants/{merchant}/orders", s.handleSearch)
	return mux
}
