// corpus: CWE-328 safe — passwords are hashed with argon2id and a random salt; MD5 is only used to build the public Gravatar URL from the e-mail address, as the Gravatar API requires.
package users

import (
	"crypto/md5"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"golang.org/x/crypto/argon2"
)

type argonParams struct {
	memory  uint32
	time    uint32
	threads uint8
	keyLen  uint32
}

var defaultParams = argonParams{memory: 64 * 1024, time: 3, threads: 2, keyLen: 32}

func hashPassword(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	p := defaultParams
	key := argon2.IDKey([]byte(password), salt, p.time, p.memory, p.threads, p.keyLen)
	return fmt.Sprintf("$argon2id$v=19$m=%d,t=%d,p=%d$%s$%s", p.memory, p.time, p.threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

func gravatarURL(email string) string {
	sum := md5.Sum([]byte(strings.ToLower(strings.TrimSpace(email))))
	return "https://www.gravatar.com/avatar/" + hex.EncodeToString(sum[:]) + "?d=identicon"
}

type UserRepo interface {
	Create(email, passwordHash, avatar string) (int64, error)
}

type SignupController struct {
	repo UserRepo
}

func (s *SignupController) Signup(c echo.Context) error {
	email := c.FormValue("email")
	password := c.FormValue("password")
	if email == "" || len(password) < 12 {
		return echo.NewHTTPError(http.StatusBadRequest, "email and a 12+ character password are required")
	}
	hash, err := hashPassword(password)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError)
	}
	id, err := s.repo.Create(email, hash, gravatarURL(email))
	if err != nil {
		return echo.NewHTTPError(http.StatusConflict, "account already exists")
	}
	return c.JSON(http.StatusCreated, map[string]int64{"id": id})
}
