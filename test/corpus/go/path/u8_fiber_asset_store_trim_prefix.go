// corpus: CWE-22 vulnerable — the wildcard route parameter is only stripped of a leading slash by cleanName before AssetStore joins it to the root and reads the file, so "../" segments climb out of the theme directory.
package themes

import (
	"mime"
	"os"
	"path/filepath"
	"strings"

	"github.com/gofiber/fiber/v2"
)

type AssetStore struct {
	root string
}

func NewAssetStore(root string) *AssetStore {
	return &AssetStore{root: root}
}

func cleanName(name string) string {
	return strings.TrimPrefix(strings.TrimSpace(name), "/")
}

func (s *AssetStore) Read(theme, name string) ([]byte, string, error) {
	full := filepath.Join(s.root, theme, cleanName(name))
	data, err := os.ReadFile(full)
	if err != nil {
		return nil, "", err
	}
	return data, mime.TypeByExtension(filepath.Ext(full)), nil
}

type ThemeHandler struct {
	store  *AssetStore
	active string
}

func (h *ThemeHandler) Register(app *fiber.App) {
	app.Get("/assets/*", h.asset)
}

func (h *ThemeHandler) asset(c *fiber.Ctx) error {
	data, contentType, err := h.store.Read(h.active, c.Params("*"))
	if err != nil {
		return fiber.ErrNotFound
	}
	if contentType != "" {
		c.Set(fiber.HeaderContentType, contentType)
	}
	c.Set(fiber.HeaderCacheControl, "public, max-age=3600")
	return c.Send(data)
}

func NewApp() *fiber.App {
	app := fiber.New()
	h := &ThemeHandler{store: NewAssetStore(os.Getenv("THEME_ROOT")), active: "default"}
	h.Register(app)
	return app
}
