// corpus: CWE-330 vulnerable — new API keys are assembled character by character with math/rand.Intn in a strings.Builder.
package keys

import (
	"math/rand"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

func newKey(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(alphabet[rand.Intn(len(alphabet))])
	}
	return b.String()
}

func Create(save func(project, key string) error) gin.HandlerFunc {
	return func(c *gin.Context) {
		key := "sk_" + newKey(32)
		if err := save(c.Param("project"), key); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "could not create key"})
			return
		}
		c.JSON(http.StatusCreated, gin.H{"key": key})
	}
}
