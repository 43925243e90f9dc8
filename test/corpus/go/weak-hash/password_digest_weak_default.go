// corpus: CWE-328 vulnerable — the password digest algorithm is looked up from an environment setting and falls back to crypto.MD5.
package main

import (
	"bufio"
	"crypto"
	_ "crypto/md5"
	_ "crypto/sha256"
	_ "crypto/sha512"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

var algorithms = map[string]crypto.Hash{
	"sha256": crypto.SHA256,
	"sha512": crypto.SHA512,
}

func main() {
	alg, ok := algorithms[os.Getenv("PASSWORD_DIGEST")]
	if !ok {
		alg = crypto.MD5
	}
	fmt.Print("new password: ")
	pw, _ := bufio.NewReader(os.Stdin).ReadString('\n')

	h := alg.New()
	h.Write([]byte(strings.TrimSpace(pw)))
	fmt.Println("store this digest:", hex.EncodeToString(h.Sum(nil)))
}
