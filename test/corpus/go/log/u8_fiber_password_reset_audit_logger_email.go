// corpus: CWE-117 vulnerable — the password-reset handler passes the submitted email to AuditLogger.Event, which writes it with the standard logger's %s verb, so CR/LF in the form field forge extra audit lines.
package account

import (
	"context"
	"log"
	"os"
	"time"

	"github.com/gofiber/fiber/v2"
)

type AuditLogger struct {
	out *log.Logger
}

func NewAuditLogger() *AuditLogger {
	return &AuditLogger{out: log.New(os.Stdout, "audit ", log.LstdFlags|log.LUTC)}
}

func (a *AuditLogger) Event(action, subject, ip string) {
	a.out.Printf("action=%s subject=%s ip=%s", action, subject, ip)
}

type ResetMailer interface {
	SendReset(ctx context.Context, email string) error
}

type ResetHandler struct {
	audit  *AuditLogger
	mailer ResetMailer
}

func (h *ResetHandler) Register(app *fiber.App) {
	app.Post("/password/forgot", h.forgot)
}

func (h *ResetHandler) forgot(c *fiber.Ctx) error {
	email := c.FormValue("email")
	h.audit.Event("password_reset_requested", email, c.IP())
	ctx, cancel := context.WithTimeout(c.UserContext(), 5*time.Second)
	defer cancel()
	if err := h.mailer.SendReset(ctx, email); err != nil {
		h.audit.Event("password_reset_mail_failed", email, c.IP())
	}
	return c.SendStatus(fiber.StatusAccepted)
}
