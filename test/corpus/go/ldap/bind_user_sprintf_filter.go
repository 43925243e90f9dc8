// corpus: CWE-90 vulnerable — the username form value is formatted into the LDAP search filter without escaping.
package auth

import (
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

type Directory struct {
	Conn   *ldap.Conn
	BaseDN string
}

func (d *Directory) Lookup(w http.ResponseWriter, r *http.Request) {
	username := r.FormValue("username")
	req := ldap.NewSearchRequest(
		d.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 1, 10, false,
		fmt.Sprintf("(&(objectClass=person)(uid=%s))", username),
		[]string{"dn", "cn"}, nil,
	)
	res, err := d.Conn.Search(req)
	if err != nil || len(res.Entries) != 1 {
		http.Error(w, "user not found", http.StatusNotFound)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
