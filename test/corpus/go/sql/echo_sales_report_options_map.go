// corpus: CWE-89 safe — the options map's "order" entry is always a column taken from a constant allow-list; the request's region entry is bound as $1.
package reports

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
)

var sortColumns = map[string]string{
	"revenue": "total_revenue",
	"units":   "units_sold",
	"date":    "sale_day",
}

type SalesRow struct {
	Day     string  `json:"day"`
	Units   int     `json:"units"`
	Revenue float64 `json:"revenue"`
}

type ReportRepo struct {
	db *sql.DB
}

func (r *ReportRepo) daily(opts map[string]string) ([]SalesRow, error) {
	q := fmt.Sprintf(
		"SELECT sale_day, units_sold, total_revenue FROM daily_sales WHERE region = $1 ORDER BY %s DESC LIMIT 90",
		opts["order"],
	)
	rows, err := r.db.Query(q, opts["region"])
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SalesRow
	for rows.Next() {
		var s SalesRow
		if err := rows.Scan(&s.Day, &s.Units, &s.Revenue); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

type ReportHandler struct {
	repo *ReportRepo
}

func (h *ReportHandler) Daily(c echo.Context) error {
	order, ok := sortColumns[c.QueryParam("sort")]
	if !ok {
		order = "sale_day"
	}
	opts := map[string]string{
		"order":  order,
		"region": c.QueryParam("region"),
	}
	rows, err := h.repo.daily(opts)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "report unavailable")
	}
	return c.JSON(http.StatusOK, rows)
}

func Mount(e *echo.Echo, db *sql.DB) {
	h := &ReportHandler{repo: &ReportRepo{db: db}}
	e.GET("/reports/sales/daily", h.Daily)
}
