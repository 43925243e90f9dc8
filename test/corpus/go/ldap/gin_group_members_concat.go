// corpus: CWE-90 vulnerable — the group query parameter is concatenated into the (cn=...) filter passed to NewSearchRequest.
package directory

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

func GroupMembers(conn *ldap.Conn) gin.HandlerFunc {
	return func(c *gin.Context) {
		group := c.Query("group")
		filter := "(&(objectClass=groupOfNames)(cn=" + group + "))"
		req := ldap.NewSearchRequest("ou=groups,dc=example,dc=com",
			ldap.ScopeSingleLevel, ldap.NeverDerefAliases, 0, 5, false,
			filter, []string{"member"}, nil)
		res, err := conn.Search(req)
		if err != nil {
			c.JSON(http.StatusBadGateway, gin.H{"error": "directory unavailable"})
			return
		}
		members := []string{}
		for _, e := range res.Entries {
			members = append(members, e.GetAttributeValues("member")...)
		}
		c.JSON(http.StatusOK, gin.H{"members": members})
	}
}
