// corpus: CWE-643 safe — the badge id path parameter must fully match ^[A-Z]{2}[0-9]{4}$ before it is placed in the XPath predicate, so it cannot contain quotes or operators.
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
	"github.com/labstack/echo/v4"
)

var badgePattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{4}$`)

var errBadBadge = errors.New("badge id must look like AB1234")

func checkBadge(raw string) (string, error) {
	if !badgePattern.MatchString(raw) {
		return "", errBadBadge
	}
	return raw, nil
}

type directory struct {
	doc *xmlquery.Node
}

func openDirectory(path string) (*directory, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &directory{doc: doc}, nil
}

func (d *directory) byBadge(badge string) (map[string]string, bool) {
	n := xmlquery.FindOne(d.doc, fmt.Sprintf("//employee[@badge='%s' and @listed='true']", badge))
	if n == nil {
		return nil, false
	}
	return map[string]string{
		"badge": badge,
		"name":  n.SelectElement("name").InnerText(),
		"desk":  n.SelectElement("desk").InnerText(),
	}, true
}

type staffHandler struct{ dir *directory }

func (h *staffHandler) show(c echo.Context) error {
	badge, err := checkBadge(c.Param("badge"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	entry, ok := h.dir.byBadge(badge)
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound)
	}
	return c.JSON(http.StatusOK, entry)
}

func main() {
	dir, err := openDirectory("/srv/directory/staff.xml")
	if err != nil {
		log.Fatal(err)
	}
	h := &staffHandler{dir: dir}
	e := echo.New()
	e.GET("/staff/:badge", h.show)
	e.Logger.Fatal(e.Start(":8080"))
}
