// corpus: CWE-327 vulnerable — card numbers from the form are encrypted with single DES (56-bit key) in CBC mode.
package payments

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"os"
)

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	for i := 0; i < n; i++ {
		b = append(b, byte(n))
	}
	return b
}

func StoreCard(w http.ResponseWriter, r *http.Request) {
	block, err := des.NewCipher([]byte(os.Getenv("CARD_KEY"))[:8])
	if err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	plain := pad([]byte(r.PostFormValue("card_number")), des.BlockSize)
	iv := make([]byte, des.BlockSize)
	rand.Read(iv)
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, plain)
	w.Write([]byte(hex.EncodeToString(append(iv, out...))))
}
