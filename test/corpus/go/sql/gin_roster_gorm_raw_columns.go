// corpus: CWE-89 safe — the Sprintf only splices constant column and table names; the team path parameter and the JSON role filter are bound with ? placeholders.
package roster

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

const rosterTable = "team_roster"

var rosterColumns = []string{"id", "display_name", "role", "joined_at"}

type RosterEntry struct {
	ID          uint   `json:"id"`
	DisplayName string `json:"display_name"`
	Role        string `json:"role"`
	JoinedAt    string `json:"joined_at"`
}

type RosterFilter struct {
	Role   string `json:"role"`
	Active bool   `json:"active"`
}

type RosterRepo struct {
	db *gorm.DB
}

func (r *RosterRepo) List(team string, f RosterFilter) ([]RosterEntry, error) {
	q := fmt.Sprintf("SELECT %s FROM %s WHERE team_slug = ? AND role = ?",
		strings.Join(rosterColumns, ", "), rosterTable)
	args := []interface{}{team, f.Role}
	if f.Active {
		q += " AND left_at IS NULL"
	}
	var out []RosterEntry
	err := r.db.Raw(q+" ORDER BY joined_at", args...).Scan(&out).Error
	return out, err
}

func (r *RosterRepo) Touch(team string) error {
	return r.db.Exec("UPDATE teams SET roster_viewed_at = NOW() WHERE slug = ?", team).Error
}

type RosterHandler struct {
	repo *RosterRepo
}

func (h *RosterHandler) Query(c *gin.Context) {
	team := c.Param("team")
	var f RosterFilter
	if err := c.ShouldBindJSON(&f); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	entries, err := h.repo.List(team, f)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "roster unavailable"})
		return
	}
	_ = h.repo.Touch(team)
	c.JSON(http.StatusOK, entries)
}
