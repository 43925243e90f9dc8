// rejected: values that cannot be parameters stay spliced — a list joined into IN (…), a LIMIT count on MySQL's `?` driver, a "…"-quoted name
// keeps: "SELECT id FROM orders WHERE id IN (" + strings.Join(ids, ",") + ")"
// keeps: "SELECT id FROM orders ORDER BY placed_at DESC LIMIT " + limit
// keeps: fmt.Sprintf("SELECT \"%s\" FROM orders", column)
package orders

import (
	"database/sql"
	"fmt"
	"net/http"
	"strings"
)

func Orders(db *sql.DB, r *http.Request) error {
	ids := strings.Split(r.URL.Query().Get("ids"), ",")
	if _, err := db.Query("SELECT id FROM orders WHERE id IN (" + strings.Join(ids, ",") + ")"); err != nil {
		return err
	}
	limit := r.URL.Query().Get("limit")
	if _, err := db.Query("SELECT id FROM orders ORDER BY placed_at DESC LIMIT " + limit); err != nil {
		return err
	}
	column := r.URL.Query().Get("column")
	_, err := db.Query(fmt.Sprintf("SELECT \"%s\" FROM orders", column))
	return err
}
