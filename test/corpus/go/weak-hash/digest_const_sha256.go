// corpus: CWE-328 safe — the digest algorithm is a package-level constant set to crypto.SHA256, not chosen at run time.
package main

import (
	"crypto"
	_ "crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
)

const manifestDigest = crypto.SHA256

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: release-digest <artifact>")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	h := manifestDigest.New()
	io.Copy(h, f)
	fmt.Printf("%s  %s\n", hex.EncodeToString(h.Sum(nil)), os.Args[1])
}
