// corpus: CWE-22 vulnerable — the asset resolver strips directories with filepath.Base only for images; font names from the query string are joined as given.
package themes

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

type AssetResolver struct {
	imagesDir string
	fontsDir  string
}

func (a *AssetResolver) Resolve(kind, name string) (string, bool) {
	switch kind {
	case "image":
		return filepath.Join(a.imagesDir, filepath.Base(name)), true
	case "font":
		return filepath.Join(a.fontsDir, name), true
	}
	return "", false
}

var contentTypes = map[string]string{
	"image": "image/png",
	"font":  "font/woff2",
}

type ThemeHandler struct {
	assets *AssetResolver
}

func (h *ThemeHandler) Asset(c echo.Context) error {
	kind := c.Param("kind")
	p, ok := h.assets.Resolve(kind, c.QueryParam("file"))
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "unknown asset kind")
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "asset not found")
	}
	c.Response().Header().Set("Cache-Control", "public, max-age=86400")
	return c.Blob(http.StatusOK, contentTypes[kind], data)
}

func Register(e *echo.Echo, themeRoot string) {
	h := &ThemeHandler{assets: &AssetResolver{
		imagesDir: filepath.Join(themeRoot, "img"),
		fontsDir:  filepath.Join(themeRoot, "fonts"),
	}}
	e.GET("/theme/assets/:kind", h.Asset)
}
