// corpus: CWE-89 safe — the IN list is built with fmt.Sprintf, but only from a run of "?" placeholders whose count is the number of ids; the ids themselves are parsed as integers and passed to GORM as bound arguments.
package projects

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type ArchiveRequest struct {
	ProjectIDs []int64 `json:"project_ids" binding:"required,min=1,max=100"`
	Reason     string  `json:"reason" binding:"max=200"`
}

type ProjectRepository struct {
	db *gorm.DB
}

func NewProjectRepository(db *gorm.DB) *ProjectRepository {
	return &ProjectRepository{db: db}
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}

func (r *ProjectRepository) Archive(ctx context.Context, ownerID int64, ids []int64, reason string) (int64, error) {
	query := fmt.Sprintf("UPDATE projects SET archived_at = now(), archive_reason = ? WHERE owner_id = ? AND id IN (%s)", placeholders(len(ids)))
	args := []any{reason, ownerID}
	for _, id := range ids {
		args = append(args, id)
	}
	res := r.db.WithContext(ctx).Exec(query, args...)
	return res.RowsAffected, res.Error
}

type ProjectHandler struct {
	repo *ProjectRepository
}

func (h *ProjectHandler) Register(g *gin.RouterGroup) {
	g.POST("/projects/archive", h.archive)
}

func (h *ProjectHandler) archive(c *gin.Context) {
	var req ArchiveRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	n, err := h.repo.Archive(c.Request.Context(), c.GetInt64("user_id"), req.ProjectIDs, req.Reason)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "archive failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"archived": n})
}
