// corpus: CWE-90 safe — the uid must match ^[a-z0-9._-]{1,32}$, which excludes every LDAP filter metacharacter, before it is used.
package people

import (
	"net/http"
	"regexp"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

var uidRE = regexp.MustCompile(`^[a-z0-9._-]{1,32}$`)

func Profile(conn *ldap.Conn) echo.HandlerFunc {
	return func(c echo.Context) error {
		uid := c.Param("uid")
		if !uidRE.MatchString(uid) {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid uid"})
		}
		req := ldap.NewSearchRequest("ou=people,dc=example,dc=com", ldap.ScopeSingleLevel,
			ldap.NeverDerefAliases, 1, 5, false, "(uid="+uid+")", []string{"cn", "title"}, nil)
		res, err := conn.Search(req)
		if err != nil || len(res.Entries) == 0 {
			return c.JSON(http.StatusNotFound, map[string]string{"error": "not found"})
		}
		e := res.Entries[0]
		return c.JSON(http.StatusOK, map[string]string{"cn": e.GetAttributeValue("cn"), "title": e.GetAttributeValue("title")})
	}
}
