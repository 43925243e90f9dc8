// corpus: CWE-330 vulnerable — ResetTokens builds password-reset tokens from math/rand seeded with the clock and stores them in Redis as the key that authorises the reset, so tokens can be predicted.
package account

import (
	"context"
	"fmt"
	"math/rand"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

const tokenAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

type ResetTokens struct {
	rdb *redis.Client
	rnd *rand.Rand
	ttl time.Duration
}

func NewResetTokens(rdb *redis.Client) *ResetTokens {
	return &ResetTokens{rdb: rdb, rnd: rand.New(rand.NewSource(time.Now().UnixNano())), ttl: 30 * time.Minute}
}

func (t *ResetTokens) newToken() string {
	b := make([]byte, 32)
	for i := range b {
		b[i] = tokenAlphabet[t.rnd.Intn(len(tokenAlphabet))]
	}
	return string(b)
}

func (t *ResetTokens) Issue(ctx context.Context, userID string) (string, error) {
	token := t.newToken()
	if err := t.rdb.Set(ctx, "pwreset:"+token, userID, t.ttl).Err(); err != nil {
		return "", err
	}
	return token, nil
}

func (t *ResetTokens) Redeem(ctx context.Context, token string) (string, error) {
	return t.rdb.GetDel(ctx, "pwreset:"+token).Result()
}

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type ForgotHandler struct {
	tokens *ResetTokens
	users  interface {
		IDByEmail(ctx context.Context, email string) (string, error)
	}
	mailer Mailer
}

func (h *ForgotHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	if id, err := h.users.IDByEmail(r.Context(), email); err == nil {
		token, err := h.tokens.Issue(r.Context(), id)
		if err == nil {
			_ = h.mailer.Send(r.Context(), email, "Reset your password", fmt.Sprintf("https://app.example.com/reset?token=%s", token))
		}
	}
	w.WriteHeader(http.StatusAccepted)
}
