// corpus: CWE-89 vulnerable — the email given on the command line is concatenated into a statement passed to Prepare.
package main

import (
	"database/sql"
	"fmt"
	"log"
	"os"
	"strings"

	_ "github.com/lib/pq"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: disable-account <email>")
		os.Exit(2)
	}
	email := strings.TrimSpace(os.Args[1])

	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	stmt, err := db.Prepare("UPDATE accounts SET status = 'disabled' WHERE email = '" + email + "'")
	if err != nil {
		log.Fatal(err)
	}
	defer stmt.Close()
	res, err := stmt.Exec()
	if err != nil {
		log.Fatal(err)
	}
	n, _ := res.RowsAffected()
	fmt.Printf("disabled %d account(s)\n", n)
}
