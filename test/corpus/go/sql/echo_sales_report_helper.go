// corpus: CWE-89 vulnerable — a same-file helper wraps the region query parameter in quotes and the result is run as SQL.
package reports

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
)

func regionClause(region string) string {
	if region == "" {
		return "1=1"
	}
	return "region = '" + region + "'"
}

func SalesTotal(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		where := regionClause(c.QueryParam("region"))
		var total float64
		err := db.QueryRow("SELECT COALESCE(SUM(amount), 0) FROM sales WHERE " + where).Scan(&total)
		if err != nil {
			return c.JSON(http.StatusInternalServerError, map[string]string{"error": "report failed"})
		}
		return c.JSON(http.StatusOK, map[string]float64{"total": total})
	}
}
