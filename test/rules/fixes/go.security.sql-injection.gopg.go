package reports

import (
	"net/http"

	"github.com/go-pg/pg/v10"
)

type Order struct {
	ID     int64
	Region string
	Total  float64
}

type Repo struct {
	db *pg.DB
}

func (r *Repo) Handle(w http.ResponseWriter, req *http.Request) {
	region := req.URL.Query().Get("region")
	sort := req.URL.Query().Get("sort")
	var orders []Order
	// go-pg's Query takes the model first and the SQL second.
	// ruleid: go.security.sql-injection
	_, _ = r.db.Query(&orders, "SELECT * FROM orders WHERE region = ?", region)
	// ok: go.security.sql-injection
	_, _ = r.db.Query(&orders, "SELECT * FROM orders WHERE region = ?", region)
	// ruleid: go.security.sql-injection
	_, _ = r.db.Exec("DELETE FROM orders WHERE region = ?", region)
	// ok: go.security.sql-injection
	_, _ = r.db.ExecOne("DELETE FROM orders WHERE region = ?", region)
	// A builder's condition is SQL; its `?` parameters are bound.
	// ruleid: go.security.sql-injection
	_ = r.db.Model(&orders).Where("region = ?", region).Select()
	// ok: go.security.sql-injection
	_ = r.db.Model(&orders).Where("region = ?", region).Select()
	// ruleid: go.security.sql-injection
	_ = r.db.Model(&orders).Where("total > 0").OrderExpr(sort).Select()
	// Order quotes the column it is given as an identifier; pg.Ident does so for a `?` parameter.
	// ok: go.security.sql-injection
	_ = r.db.Model(&orders).Order(sort).Select()
	// ok: go.security.sql-injection
	_, _ = r.db.Query(&orders, "SELECT * FROM orders ORDER BY ?", pg.Ident(sort))
	// pg.Safe is appended as it is, unquoted.
	// ruleid: go.security.sql-injection
	_, _ = r.db.Query(&orders, "SELECT * FROM orders ORDER BY ?", pg.Safe(sort))
}
