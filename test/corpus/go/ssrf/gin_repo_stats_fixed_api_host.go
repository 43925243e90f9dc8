// corpus: CWE-918 safe — owner and repo are checked against a slug pattern and path-escaped into a URL whose scheme and host are the constant GitHub API base, so the client cannot choose the destination.
package stats

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"
)

const githubAPI = "https://api.github.com"

var slugPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$`)

type RepoStats struct {
	Stars      int `json:"stargazers_count"`
	Forks      int `json:"forks_count"`
	OpenIssues int `json:"open_issues_count"`
}

type GitHubClient struct {
	http  *http.Client
	token string
}

func (g *GitHubClient) repoURL(owner, repo string) string {
	return fmt.Sprintf("%s/repos/%s/%s", githubAPI, url.PathEscape(owner), url.PathEscape(repo))
}

func (g *GitHubClient) Stats(ctx context.Context, owner, repo string) (*RepoStats, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, g.repoURL(owner, repo), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("Authorization", "Bearer "+g.token)
	resp, err := g.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("github returned %d", resp.StatusCode)
	}
	var s RepoStats
	err = json.NewDecoder(resp.Body).Decode(&s)
	return &s, err
}

type StatsHandler struct {
	gh *GitHubClient
}

func (h *StatsHandler) Get(c *gin.Context) {
	owner, repo := c.Param("owner"), c.Param("repo")
	if !slugPattern.MatchString(owner) || !slugPattern.MatchString(repo) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid repository name"})
		return
	}
	s, err := h.gh.Stats(c.Request.Context(), owner, repo)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "could not load repository stats"})
		return
	}
	c.JSON(http.StatusOK, s)
}

func NewStatsHandler(token string) *StatsHandler {
	return &StatsHandler{gh: &GitHubClient{http: &http.Client{Timeout: 10 * time.Second}, token: token}}
}
