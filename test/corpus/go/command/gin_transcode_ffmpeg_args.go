// corpus: CWE-78 safe — ffmpeg is started with an argument slice and no shell; the upload name is reduced with filepath.Base and the codec comes from a preset map.
package transcode

import (
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

type Preset struct {
	VideoCodec string
	AudioCodec string
	Bitrate    string
}

var presets = map[string]Preset{
	"web":    {VideoCodec: "libx264", AudioCodec: "aac", Bitrate: "2M"},
	"mobile": {VideoCodec: "libx264", AudioCodec: "aac", Bitrate: "800k"},
	"audio":  {VideoCodec: "", AudioCodec: "libopus", Bitrate: "96k"},
}

type Transcoder struct {
	ffmpeg   string
	inbox    string
	finished string
}

func (t *Transcoder) args(input string, p Preset) []string {
	in := filepath.Join(t.inbox, filepath.Base(input))
	out := filepath.Join(t.finished, strings.TrimSuffix(filepath.Base(input), filepath.Ext(input))+".mp4")
	args := []string{"-hide_banner", "-y", "-i", in}
	if p.VideoCodec != "" {
		args = append(args, "-c:v", p.VideoCodec)
	} else {
		args = append(args, "-vn")
	}
	args = append(args, "-c:a", p.AudioCodec, "-b:v", p.Bitrate, out)
	return args
}

func (t *Transcoder) Run(input string, p Preset) error {
	return exec.Command(t.ffmpeg, t.args(input, p)...).Run()
}

type JobRequest struct {
	File   string `json:"file" binding:"required"`
	Preset string `json:"preset"`
}

type TranscodeHandler struct {
	tc *Transcoder
}

func (h *TranscodeHandler) Start(c *gin.Context) {
	var req JobRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid request"})
		return
	}
	p, ok := presets[req.Preset]
	if !ok {
		p = presets["web"]
	}
	if err := h.tc.Run(req.File, p); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "transcode failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "done"})
}
