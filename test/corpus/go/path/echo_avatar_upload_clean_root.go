// corpus: CWE-22 safe — the uploaded file name is cleaned as an absolute path ("/"+name) before joining, so it can never climb above the avatar directory.
package profile

import (
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

type AvatarStore struct {
	baseDir string
}

func (s *AvatarStore) target(user, name string) string {
	return filepath.Join(s.baseDir, filepath.Clean("/"+user), filepath.Clean("/"+name))
}

func (s *AvatarStore) Save(user, name string, src io.Reader) (string, error) {
	dst := s.target(user, name)
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return "", err
	}
	out, err := os.Create(dst)
	if err != nil {
		return "", err
	}
	defer out.Close()
	if _, err := io.Copy(out, io.LimitReader(src, 2<<20)); err != nil {
		return "", err
	}
	return dst, nil
}

type ProfileHandler struct {
	avatars *AvatarStore
}

func (h *ProfileHandler) UploadAvatar(c echo.Context) error {
	fh, err := c.FormFile("avatar")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "avatar file required")
	}
	src, err := fh.Open()
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "unreadable upload")
	}
	defer src.Close()
	name := c.FormValue("name")
	if name == "" {
		name = fh.Filename
	}
	if _, err := h.avatars.Save(c.Param("user"), name, src); err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not store avatar")
	}
	return c.NoContent(http.StatusCreated)
}

func Register(e *echo.Echo) {
	h := &ProfileHandler{avatars: &AvatarStore{baseDir: "/srv/app/avatars"}}
	e.POST("/users/:user/avatar", h.UploadAvatar)
}
