// corpus: CWE-327 safe — backup files are encrypted with XChaCha20-Poly1305 and a random 24-byte nonce.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"

	"golang.org/x/crypto/chacha20poly1305"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: seal-backup <in> <out>")
		os.Exit(2)
	}
	key, err := hex.DecodeString(os.Getenv("BACKUP_KEY"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "BACKUP_KEY must be hex")
		os.Exit(1)
	}
	aead, err := chacha20poly1305.NewX(key)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	plain, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	os.WriteFile(os.Args[2], aead.Seal(nonce, nonce, plain, nil), 0o600)
}
