// corpus: CWE-327 vulnerable — records posted for sync are encrypted with 3DES, a deprecated 64-bit block cipher.
package sync

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"io"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Encryptor struct {
	Key []byte // 24 bytes
}

func (e *Encryptor) Push(c echo.Context) error {
	body, err := io.ReadAll(io.LimitReader(c.Request().Body, 1<<20))
	if err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	block, err := des.NewTripleDESCipher(e.Key)
	if err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	iv := make([]byte, des.BlockSize)
	rand.Read(iv)
	out := make([]byte, len(body))
	cipher.NewCFBEncrypter(block, iv).XORKeyStream(out, body)
	return c.Blob(http.StatusOK, "application/octet-stream", append(iv, out...))
}
