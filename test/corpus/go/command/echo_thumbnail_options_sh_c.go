// corpus: CWE-78 vulnerable — the option helper validates only the size entry, and the unchecked file entry from the form is formatted into a command run by sh -c.
package media

import (
	"fmt"
	"net/http"
	"os/exec"
	"regexp"

	"github.com/labstack/echo/v4"
)

var sizePattern = regexp.MustCompile(`^[0-9]{1,4}x[0-9]{1,4}$`)

type ThumbnailService struct {
	convertBin string
	uploadDir  string
	outDir     string
}

func validateOptions(opts map[string]string) error {
	if !sizePattern.MatchString(opts["size"]) {
		return fmt.Errorf("invalid size %q", opts["size"])
	}
	return nil
}

func (s *ThumbnailService) commandLine(opts map[string]string) string {
	return fmt.Sprintf("%s %s/%s -resize %s %s/thumb_%s.png",
		s.convertBin, s.uploadDir, opts["file"], opts["size"], s.outDir, opts["size"])
}

func (s *ThumbnailService) Render(opts map[string]string) ([]byte, error) {
	if err := validateOptions(opts); err != nil {
		return nil, err
	}
	cmd := exec.Command("sh", "-c", s.commandLine(opts))
	return cmd.CombinedOutput()
}

type MediaHandler struct {
	thumbs *ThumbnailService
}

func (h *MediaHandler) Thumbnail(c echo.Context) error {
	opts := map[string]string{
		"file": c.FormValue("file"),
		"size": c.FormValue("size"),
	}
	out, err := h.thumbs.Render(opts)
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "thumbnail failed", "detail": string(out)})
	}
	return c.JSON(http.StatusCreated, map[string]string{"status": "ok"})
}

func Register(e *echo.Echo) {
	h := &MediaHandler{thumbs: &ThumbnailService{
		convertBin: "/usr/bin/convert",
		uploadDir:  "/var/lib/media/uploads",
		outDir:     "/var/lib/media/thumbs",
	}}
	e.POST("/media/thumbnail", h.Thumbnail)
}
