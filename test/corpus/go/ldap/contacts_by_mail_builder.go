// corpus: CWE-90 vulnerable — every mail value from the query string is written into an OR filter with strings.Builder.
package main

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

var conn *ldap.Conn

func contacts(w http.ResponseWriter, r *http.Request) {
	var f strings.Builder
	f.WriteString("(|")
	for _, mail := range r.URL.Query()["mail"] {
		f.WriteString("(mail=" + mail + ")")
	}
	f.WriteString(")")

	req := ldap.NewSearchRequest("ou=people,dc=corp,dc=local", ldap.ScopeWholeSubtree,
		ldap.NeverDerefAliases, 50, 10, false, f.String(), []string{"cn", "mail"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		http.Error(w, "search failed", http.StatusBadGateway)
		return
	}
	names := []string{}
	for _, e := range res.Entries {
		names = append(names, e.GetAttributeValue("cn"))
	}
	json.NewEncoder(w).Encode(names)
}
