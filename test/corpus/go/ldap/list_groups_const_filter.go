// corpus: CWE-90 safe — the filter is a constant; the request only supplies a size limit parsed with strconv.Atoi.
package main

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-ldap/ldap/v3"
)

const groupFilter = "(objectClass=groupOfNames)"

var dir *ldap.Conn

func listGroups(w http.ResponseWriter, r *http.Request) {
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 || limit > 500 {
		limit = 100
	}
	req := ldap.NewSearchRequest("ou=groups,dc=example,dc=com", ldap.ScopeSingleLevel,
		ldap.NeverDerefAliases, limit, 10, false, groupFilter, []string{"cn"}, nil)
	res, err := dir.Search(req)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	groups := []string{}
	for _, e := range res.Entries {
		groups = append(groups, e.GetAttributeValue("cn"))
	}
	json.NewEncoder(w).Encode(groups)
}
