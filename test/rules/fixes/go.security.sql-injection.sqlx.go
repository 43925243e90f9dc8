package catalog

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

type Product struct {
	ID   int64  `db:"id"`
	Name string `db:"name"`
}

type Repo struct {
	db *sqlx.DB
}

func (r *Repo) byTags(tags []string) ([]Product, error) {
	query, args, err := sqlx.In("SELECT p.id, p.name FROM products p JOIN product_tags t ON t.product_id = p.id WHERE t.tag IN (?)", tags)
	if err != nil {
		return nil, err
	}
	var products []Product
	// ok: go.security.sql-injection
	err = r.db.Select(&products, r.db.Rebind(query), args...)
	return products, err
}

func (r *Repo) byTagsJoined(tags []string) ([]Product, error) {
	var products []Product
	// ruleid: go.security.sql-injection
	err := r.db.Select(&products, "SELECT id, name FROM products WHERE tag IN ('"+strings.Join(tags, "','")+"')")
	return products, err
}

func Register(router *gin.Engine, repo *Repo) {
	router.GET("/products", func(c *gin.Context) {
		tags := strings.Split(c.Query("tags"), ",")
		products, err := repo.byTags(tags)
		if err != nil {
			c.Status(http.StatusInternalServerError)
			return
		}
		legacy, _ := repo.byTagsJoined(tags)
		c.JSON(http.StatusOK, append(products, legacy...))
	})
}
