// corpus: CWE-295 vulnerable — the session cache connects to the managed Redis over TLS but sets InsecureSkipVerify, so any certificate is accepted and the session tokens it carries can be intercepted.
package cache

import (
	"context"
	"crypto/tls"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
)

type Config struct {
	Addr     string
	Username string
	Password string
}

func ConfigFromEnv() Config {
	return Config{
		Addr:     os.Getenv("REDIS_ADDR"),
		Username: os.Getenv("REDIS_USER"),
		Password: os.Getenv("REDIS_PASSWORD"),
	}
}

type SessionCache struct {
	rdb *redis.Client
	ttl time.Duration
}

func NewSessionCache(cfg Config) *SessionCache {
	rdb := redis.NewClient(&redis.Options{
		Addr:     cfg.Addr,
		Username: cfg.Username,
		Password: cfg.Password,
		TLSConfig: &tls.Config{
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
		},
		DialTimeout:  3 * time.Second,
		ReadTimeout:  time.Second,
		WriteTimeout: time.Second,
	})
	return &SessionCache{rdb: rdb, ttl: 12 * time.Hour}
}

func (s *SessionCache) Put(ctx context.Context, token, userID string) error {
	return s.rdb.Set(ctx, "sess:"+token, userID, s.ttl).Err()
}

func (s *SessionCache) Lookup(ctx context.Context, token string) (string, error) {
	return s.rdb.Get(ctx, "sess:"+token).Result()
}
