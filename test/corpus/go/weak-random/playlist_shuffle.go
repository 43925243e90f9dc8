// corpus: CWE-330 safe — math/rand.Shuffle only randomises the order of public playlist tracks for display.
package music

import (
	"math/rand"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Track struct {
	Title  string `json:"title"`
	Artist string `json:"artist"`
}

func Shuffle(load func(id string) ([]Track, error)) echo.HandlerFunc {
	return func(c echo.Context) error {
		tracks, err := load(c.Param("playlist"))
		if err != nil {
			return c.JSON(http.StatusNotFound, map[string]string{"error": "playlist not found"})
		}
		rand.Shuffle(len(tracks), func(i, j int) { tracks[i], tracks[j] = tracks[j], tracks[i] })
		return c.JSON(http.StatusOK, tracks)
	}
}
