// corpus: CWE-22 vulnerable — the dest form value is joined to the export directory and created with os.Create.
package export

import (
	"encoding/csv"
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

const exportDir = "/var/exports"

func ExportContacts(c echo.Context) error {
	dest := c.FormValue("dest")
	out, err := os.Create(filepath.Join(exportDir, dest))
	if err != nil {
		return c.JSON(http.StatusInternalServerError, map[string]string{"error": "cannot create export"})
	}
	defer out.Close()

	cw := csv.NewWriter(out)
	cw.Write([]string{"name", "email"})
	cw.Write([]string{"Ada Lovelace", "ada@example.com"})
	cw.Flush()
	return c.JSON(http.StatusCreated, map[string]string{"status": "exported"})
}
