// rejected: a query built with fmt.Sprintf rewritten to placeholders must not leave fmt imported and unused
// lacks: "fmt"
package orders

import (
	"database/sql"
	"fmt"
)

func FindCustomer(db *sql.DB, email string) (*sql.Rows, error) {
	return db.Query(fmt.Sprintf("SELECT * FROM customers WHERE email = '%s'", email))
}
