// corpus: CWE-330 safe — the magic-link token comes from crypto/rand; math/rand/v2 is only used for the retry jitter of the mail sender.
package magiclink

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	mathrand "math/rand/v2"
	"time"

	"github.com/gofiber/fiber/v2"
)

type TokenStore interface {
	Save(ctx context.Context, email, token string, ttl time.Duration) error
}

type Mailer interface {
	SendLink(ctx context.Context, to, link string) error
}

type MagicLinkService struct {
	tokens  TokenStore
	mailer  Mailer
	baseURL string
}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *MagicLinkService) sendWithRetry(ctx context.Context, to, link string) error {
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		if err = s.mailer.SendLink(ctx, to, link); err == nil {
			return nil
		}
		backoff := time.Duration(1<<attempt) * 200 * time.Millisecond
		jitter := time.Duration(mathrand.Int64N(int64(backoff / 2)))
		time.Sleep(backoff + jitter)
	}
	return err
}

func (s *MagicLinkService) Request(ctx context.Context, email string) error {
	token, err := newToken()
	if err != nil {
		return err
	}
	if err := s.tokens.Save(ctx, email, token, 15*time.Minute); err != nil {
		return err
	}
	return s.sendWithRetry(ctx, email, s.baseURL+"/auth/magic?token="+token)
}

func Register(app *fiber.App, svc *MagicLinkService) {
	app.Post("/auth/magic-link", func(c *fiber.Ctx) error {
		email := c.FormValue("email")
		if email == "" {
			return fiber.NewError(fiber.StatusBadRequest, "email is required")
		}
		if err := svc.Request(c.UserContext(), email); err != nil {
			return fiber.ErrInternalServerError
		}
		return c.SendStatus(fiber.StatusAccepted)
	})
}
