// corpus: CWE-330 safe — math/rand only adds jitter to retry delays between health-check attempts; nothing secret is generated.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"net/http"
	"os"
	"time"
)

const statusURL = "https://status.example.com/ping"

func main() {
	attempts := flag.Int("attempts", 5, "max attempts")
	flag.Parse()

	for i := 0; i < *attempts; i++ {
		resp, err := http.Get(statusURL)
		if err == nil && resp.StatusCode < 500 {
			resp.Body.Close()
			fmt.Println("up")
			return
		}
		base := time.Duration(1<<i) * 200 * time.Millisecond
		jitter := time.Duration(rand.Int63n(int64(base / 2)))
		time.Sleep(base + jitter)
	}
	fmt.Fprintln(os.Stderr, "endpoint still failing")
	os.Exit(1)
}
