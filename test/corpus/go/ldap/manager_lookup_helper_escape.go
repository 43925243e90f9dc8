// corpus: CWE-90 safe — the same-file filter helper escapes the employee id with ldap.EscapeFilter before building the filter.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

func employeeFilter(id string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeNumber=%s))", ldap.EscapeFilter(id))
}

type OrgChart struct {
	Conn *ldap.Conn
}

func (o *OrgChart) Manager(w http.ResponseWriter, r *http.Request) {
	req := ldap.NewSearchRequest("dc=example,dc=com", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		1, 5, false, employeeFilter(r.URL.Query().Get("employee")), []string{"manager"}, nil)
	res, err := o.Conn.Search(req)
	if err != nil || len(res.Entries) == 0 {
		http.Error(w, "employee not found", http.StatusNotFound)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"manager": res.Entries[0].GetAttributeValue("manager")})
}
