// corpus: CWE-327 safe — the invite token from the query is authenticated and decrypted with AES-GCM Open.
package invites

import (
	"crypto/aes"
	"crypto/cipher"
	"encoding/base64"
	"net/http"

	"github.com/gin-gonic/gin"
)

func Accept(key []byte) gin.HandlerFunc {
	return func(c *gin.Context) {
		raw, err := base64.RawURLEncoding.DecodeString(c.Query("token"))
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "bad token"})
			return
		}
		block, _ := aes.NewCipher(key)
		gcm, _ := cipher.NewGCM(block)
		if len(raw) < gcm.NonceSize() {
			c.JSON(http.StatusBadRequest, gin.H{"error": "bad token"})
			return
		}
		teamID, err := gcm.Open(nil, raw[:gcm.NonceSize()], raw[gcm.NonceSize():], nil)
		if err != nil {
			c.JSON(http.StatusForbidden, gin.H{"error": "invalid invite"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"team": string(teamID)})
	}
}
