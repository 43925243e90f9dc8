// corpus: CWE-22 vulnerable — the file query parameter is only passed through filepath.Clean, which keeps leading ../ segments, before being joined to the export directory and opened.
package exports

import (
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

type ExportStore struct {
	root string
}

func NewExportStore(root string) *ExportStore {
	return &ExportStore{root: root}
}

func (s *ExportStore) resolve(name string) string {
	return filepath.Join(s.root, filepath.Clean(name))
}

func (s *ExportStore) Open(name string) (*os.File, os.FileInfo, error) {
	f, err := os.Open(s.resolve(name))
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if info.IsDir() {
		f.Close()
		return nil, nil, errors.New("is a directory")
	}
	return f, info, nil
}

type ExportController struct {
	store *ExportStore
}

func (ctl *ExportController) Mount(g *echo.Group) {
	g.GET("/exports/download", ctl.download)
}

func (ctl *ExportController) download(c echo.Context) error {
	f, info, err := ctl.store.Open(c.QueryParam("file"))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return echo.NewHTTPError(http.StatusNotFound)
		}
		return echo.NewHTTPError(http.StatusInternalServerError)
	}
	defer f.Close()
	c.Response().Header().Set(echo.HeaderContentDisposition, "attachment; filename=\""+info.Name()+"\"")
	c.Response().Header().Set(echo.HeaderContentType, "application/octet-stream")
	c.Response().WriteHeader(http.StatusOK)
	_, err = io.Copy(c.Response(), f)
	return err
}
