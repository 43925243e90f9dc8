// corpus: CWE-79 vulnerable — the announcement body from the form gets its newlines replaced with <br> and is converted to template.HTML, so html/template inserts it without escaping.
package announcements

import (
	"html/template"
	"net/http"
	"strings"
	"time"
)

const previewPage = `<!doctype html>
<html><head><title>{{.Title}}</title></head>
<body>
  <article class="announcement">
    <h1>{{.Title}}</h1>
    <time>{{.Published.Format "02 Jan 2006"}}</time>
    <div class="body">{{.Body}}</div>
  </article>
</body></html>`

type previewData struct {
	Title     string
	Body      template.HTML
	Published time.Time
}

type Renderer struct {
	tmpl *template.Template
}

func NewRenderer() *Renderer {
	return &Renderer{tmpl: template.Must(template.New("preview").Parse(previewPage))}
}

func formatBody(text string) template.HTML {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	return template.HTML(strings.ReplaceAll(text, "\n", "<br>"))
}

type AnnouncementHandler struct {
	render *Renderer
}

func (h *AnnouncementHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	data := previewData{
		Title:     r.PostForm.Get("title"),
		Body:      formatBody(r.PostForm.Get("body")),
		Published: time.Now(),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := h.render.tmpl.Execute(w, data); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

func Routes(h *AnnouncementHandler) *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/admin/announcements/preview", h)
	return mux
}
