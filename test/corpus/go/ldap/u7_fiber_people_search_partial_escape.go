// corpus: CWE-90 vulnerable — buildPeopleFilter escapes the department but puts the free-text q parameter into the cn/mail substring clauses unescaped, so q can close the clause and add its own conditions.
package directory

import (
	"fmt"

	"github.com/go-ldap/ldap/v3"
	"github.com/gofiber/fiber/v2"
)

type Person struct {
	DN    string `json:"dn"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Title string `json:"title"`
}

type Directory struct {
	conn   *ldap.Conn
	baseDN string
}

func buildPeopleFilter(department, q string) string {
	f := "(&(objectClass=inetOrgPerson)"
	if department != "" {
		f += fmt.Sprintf("(departmentNumber=%s)", ldap.EscapeFilter(department))
	}
	if q != "" {
		f += fmt.Sprintf("(|(cn=*%s*)(mail=*%s*))", q, q)
	}
	return f + ")"
}

func (d *Directory) Search(department, q string) ([]Person, error) {
	req := ldap.NewSearchRequest(
		d.baseDN,
		ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 100, 10, false,
		buildPeopleFilter(department, q),
		[]string{"cn", "mail", "title"},
		nil,
	)
	res, err := d.conn.Search(req)
	if err != nil {
		return nil, err
	}
	people := make([]Person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, Person{
			DN:    e.DN,
			Name:  e.GetAttributeValue("cn"),
			Email: e.GetAttributeValue("mail"),
			Title: e.GetAttributeValue("title"),
		})
	}
	return people, nil
}

func RegisterDirectory(app *fiber.App, dir *Directory) {
	app.Get("/api/people", func(c *fiber.Ctx) error {
		people, err := dir.Search(c.Query("department"), c.Query("q"))
		if err != nil {
			return fiber.NewError(fiber.StatusBadGateway, "directory unavailable")
		}
		return c.JSON(people)
	})
}
