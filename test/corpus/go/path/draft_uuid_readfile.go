// corpus: CWE-22 safe — the draft id must parse as a UUID and only its canonical form is used as the file name.
package drafts

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/google/uuid"
	"github.com/labstack/echo/v4"
)

const draftsDir = "/var/app/drafts"

func LoadDraft(c echo.Context) error {
	id, err := uuid.Parse(c.Param("id"))
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid draft id"})
	}
	data, err := os.ReadFile(filepath.Join(draftsDir, id.String()+".json"))
	if err != nil {
		return c.JSON(http.StatusNotFound, map[string]string{"error": "draft not found"})
	}
	return c.JSONBlob(http.StatusOK, data)
}
