// corpus: CWE-78 safe — the repository URL and branch are passed to git as separate arguments after "--" with no shell, and the URL must parse as https.
package mirror

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

type MirrorRequest struct {
	RepoURL string `json:"repo_url" binding:"required"`
	Branch  string `json:"branch"`
}

type MirrorService struct {
	gitBin  string
	workDir string
}

func checkRemote(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return "", errors.New("repository must be an https URL")
	}
	return u.String(), nil
}

func (s *MirrorService) Clone(ctx context.Context, req MirrorRequest) (string, error) {
	remote, err := checkRemote(req.RepoURL)
	if err != nil {
		return "", err
	}
	branch := req.Branch
	if branch == "" {
		branch = "main"
	}
	dest := filepath.Join(s.workDir, uuid.NewString())
	args := []string{"clone", "--depth", "1", "--branch", branch, "--", remote, dest}
	cmd := exec.CommandContext(ctx, s.gitBin, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", errors.New("git clone failed: " + string(out))
	}
	return dest, nil
}

type MirrorHandler struct {
	svc *MirrorService
}

func (h *MirrorHandler) Create(c *gin.Context) {
	var req MirrorRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Minute)
	defer cancel()
	dest, err := h.svc.Clone(ctx, req)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"path": dest})
}
