// corpus: CWE-90 safe — groupFilter passes the group name from the path through ldap.EscapeFilter before it is placed in the search filter, so filter metacharacters are matched literally.
package directory

import (
	"net/http"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type Directory struct {
	conn   *ldap.Conn
	baseDN string
}

func groupFilter(cn string) string {
	return "(&(objectClass=groupOfNames)(cn=" + ldap.EscapeFilter(cn) + "))"
}

func (d *Directory) Members(cn string) ([]string, error) {
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 1, 5, false,
		groupFilter(cn), []string{"member"}, nil)
	res, err := d.conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) == 0 {
		return nil, nil
	}
	return res.Entries[0].GetAttributeValues("member"), nil
}

type GroupHandler struct {
	dir *Directory
}

func (h *GroupHandler) Register(g *echo.Group) {
	g.GET("/groups/:cn/members", h.members)
}

func (h *GroupHandler) members(c echo.Context) error {
	members, err := h.dir.Members(c.Param("cn"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
	}
	if members == nil {
		return echo.NewHTTPError(http.StatusNotFound, "no such group")
	}
	return c.JSON(http.StatusOK, map[string][]string{"members": members})
}
