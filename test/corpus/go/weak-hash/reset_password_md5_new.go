// corpus: CWE-328 vulnerable — the new password is salted and hashed with md5.New before being saved.
package account

import (
	"crypto/md5"
	"encoding/hex"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
)

type PasswordSaver func(user, hash, salt string) error

func ResetPassword(save PasswordSaver, salt string) gin.HandlerFunc {
	return func(c *gin.Context) {
		user := c.PostForm("user")
		h := md5.New()
		io.WriteString(h, salt)
		io.WriteString(h, c.PostForm("new_password"))
		digest := hex.EncodeToString(h.Sum(nil))
		if err := save(user, digest, salt); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "could not reset"})
			return
		}
		c.Status(http.StatusNoContent)
	}
}
