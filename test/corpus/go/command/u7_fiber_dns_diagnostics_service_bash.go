// corpus: CWE-78 vulnerable — the domain from the JSON body is formatted into a dig command line that the Diagnostics service runs through bash -c; only the record type is checked.
package netops

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

var recordTypes = map[string]bool{"A": true, "AAAA": true, "MX": true, "TXT": true, "CNAME": true, "NS": true}

type Diagnostics struct {
	resolver string
	timeout  time.Duration
}

func NewDiagnostics(resolver string) *Diagnostics {
	return &Diagnostics{resolver: resolver, timeout: 5 * time.Second}
}

func (d *Diagnostics) Lookup(ctx context.Context, domain, rtype string) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, d.timeout)
	defer cancel()
	cmdline := fmt.Sprintf("dig @%s +short %s %s", d.resolver, domain, rtype)
	out, err := exec.CommandContext(ctx, "bash", "-c", cmdline).Output()
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return lines, nil
}

type lookupRequest struct {
	Domain string `json:"domain"`
	Type   string `json:"type"`
}

type DiagnosticsHandler struct {
	diag *Diagnostics
}

func (h *DiagnosticsHandler) Register(app *fiber.App) {
	app.Post("/api/diagnostics/dns", h.lookup)
}

func (h *DiagnosticsHandler) lookup(c *fiber.Ctx) error {
	var req lookupRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "invalid body")
	}
	rtype := strings.ToUpper(req.Type)
	if !recordTypes[rtype] {
		return fiber.NewError(fiber.StatusBadRequest, "unsupported record type")
	}
	answers, err := h.diag.Lookup(c.UserContext(), req.Domain, rtype)
	if err != nil {
		return fiber.NewError(fiber.StatusBadGateway, "lookup failed")
	}
	return c.JSON(fiber.Map{"domain": req.Domain, "type": rtype, "answers": answers})
}
