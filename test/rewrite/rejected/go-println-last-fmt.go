// rejected: removing the only fmt.Println must take the fmt import with it, or the file no longer compiles
// lacks: "fmt"
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println("starting")
	os.Exit(0)
}
