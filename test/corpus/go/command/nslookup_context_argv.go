// corpus: CWE-78 safe — CommandContext runs the fixed nslookup binary with the domain as a single argument and no shell.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

func main() {
	fmt.Print("domain to resolve: ")
	domain, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	domain = strings.TrimSpace(domain)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	out, err := exec.CommandContext(ctx, "nslookup", domain).CombinedOutput()
	if err != nil {
		fmt.Fprintln(os.Stderr, "lookup failed:", err)
		os.Exit(1)
	}
	os.Stdout.Write(out)
}
