// corpus: CWE-117 vulnerable — the username posted to /login is written by the AuditLog helper into a plain-text log.Logger line unchanged, so a username containing a newline forges extra audit entries.
package auth

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

type AuditLog struct {
	out *log.Logger
}

func NewAuditLog(path string) (*AuditLog, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o640)
	if err != nil {
		return nil, err
	}
	return &AuditLog{out: log.New(f, "", log.LstdFlags|log.LUTC)}, nil
}

func (a *AuditLog) Record(action, user, ip, result string) {
	a.out.Println(fmt.Sprintf("action=%s user=%s ip=%s result=%s", action, user, ip, result))
}

type Credentials interface {
	Verify(username, password string) (userID int64, err error)
}

type LoginController struct {
	creds Credentials
	audit *AuditLog
}

func (lc *LoginController) Login(c *gin.Context) {
	username := c.PostForm("username")
	password := c.PostForm("password")
	id, err := lc.creds.Verify(username, password)
	if err != nil {
		lc.audit.Record("login", username, c.ClientIP(), "denied")
		c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
		return
	}
	lc.audit.Record("login", username, c.ClientIP(), "ok")
	c.JSON(http.StatusOK, gin.H{"user_id": id})
}

func (lc *LoginController) Register(r *gin.Engine) {
	r.POST("/login", lc.Login)
}
