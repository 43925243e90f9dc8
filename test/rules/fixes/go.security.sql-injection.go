package store

import (
	"database/sql"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

func FindCustomer(db *sql.DB, email string) (*sql.Rows, error) {
	// ruleid: go.security.sql-injection@low
	return db.Query("SELECT id, name FROM customers WHERE email = ?", email)
}

func FindOrder(db *sql.DB, id string) *sql.Row {
	// ruleid: go.security.sql-injection@low
	return db.QueryRow("SELECT id, total FROM orders WHERE id = ?", id)
}

func FindSafe(db *sql.DB, id string) *sql.Row {
	// ok: go.security.sql-injection
	return db.QueryRow("SELECT id, total FROM orders WHERE id = ?", id)
}

var sortColumns = map[string]string{"name": "name", "created": "created_at"}

type OrderAPI struct {
	db *sql.DB
}

func (a *OrderAPI) Search(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("q")
	// ruleid: go.security.sql-injection
	rows, err := a.db.QueryContext(r.Context(), "SELECT id FROM orders WHERE customer = ?", term)
	if err == nil {
		rows.Close()
	}

	column, ok := sortColumns[r.URL.Query().Get("sort")]
	if !ok {
		column = "created_at"
	}
	// ok: go.security.sql-injection
	a.db.QueryContext(r.Context(), "SELECT id FROM orders ORDER BY "+column)

	page, err := strconv.Atoi(r.FormValue("page"))
	if err != nil {
		page = 1
	}
	// ok: go.security.sql-injection
	a.db.Query(fmt.Sprintf("SELECT id FROM orders LIMIT 20 OFFSET %d", (page-1)*20))

	var sb strings.Builder
	sb.WriteString("SELECT id FROM orders ORDER BY ")
	sb.WriteString(r.FormValue("order"))
	// ruleid: go.security.sql-injection
	a.db.Exec(sb.String())

	// ok: go.security.sql-injection
	a.db.Exec("UPDATE orders SET seen = true WHERE customer = $1", term)
}

func ListByTeam(db *gorm.DB, users *sqlx.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		team := c.Query("team")
		var out []string
		// ok: go.security.sql-injection
		db.Where("team = ?", team).Find(&out)
		// ruleid: go.security.sql-injection
		db.Where("team = ?", team).Find(&out)
		// ruleid: go.security.sql-injection
		users.Select(&out, "SELECT name FROM users WHERE team = ?", team)
		c.JSON(http.StatusOK, out)
	}
}
