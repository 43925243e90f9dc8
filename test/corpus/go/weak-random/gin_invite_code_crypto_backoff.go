// corpus: CWE-330 safe — invite codes are drawn from crypto/rand; math/rand only jitters the retry delay when an insert collides.
package invites

import (
	"crypto/rand"
	"encoding/base32"
	"errors"
	mrand "math/rand"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

var ErrDuplicate = errors.New("duplicate invite code")

type InviteStore interface {
	Insert(team, email, code string, expires time.Time) error
}

type InviteService struct {
	store InviteStore
	ttl   time.Duration
}

func newInviteCode() (string, error) {
	buf := make([]byte, 20)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return strings.TrimRight(base32.StdEncoding.EncodeToString(buf), "="), nil
}

func (s *InviteService) Create(team, email string) (string, error) {
	for attempt := 0; attempt < 3; attempt++ {
		code, err := newInviteCode()
		if err != nil {
			return "", err
		}
		err = s.store.Insert(team, email, code, time.Now().Add(s.ttl))
		if err == nil {
			return code, nil
		}
		if !errors.Is(err, ErrDuplicate) {
			return "", err
		}
		time.Sleep(time.Duration(50+mrand.Intn(100)) * time.Millisecond)
	}
	return "", errors.New("could not allocate invite code")
}

type InviteHandler struct {
	invites *InviteService
}

func (h *InviteHandler) Create(c *gin.Context) {
	var body struct {
		Email string `json:"email" binding:"required,email"`
	}
	if err := c.ShouldBindJSON(&body); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "valid email required"})
		return
	}
	code, err := h.invites.Create(c.Param("team"), body.Email)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not create invite"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"code": code})
}
