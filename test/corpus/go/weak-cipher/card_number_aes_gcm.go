// corpus: CWE-327 safe — card numbers are sealed with AES-256-GCM using a fresh random nonce per record.
package payments

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

type Vault struct {
	Key []byte // 32 bytes, loaded from the KMS at start-up
}

func (v *Vault) StoreCard(w http.ResponseWriter, r *http.Request) {
	block, err := aes.NewCipher(v.Key)
	if err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		http.Error(w, "crypto error", http.StatusInternalServerError)
		return
	}
	sealed := gcm.Seal(nonce, nonce, []byte(r.PostFormValue("card_number")), nil)
	w.Write([]byte(hex.EncodeToString(sealed)))
}
