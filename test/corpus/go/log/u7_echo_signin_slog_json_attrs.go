// corpus: CWE-117 safe — the email and user agent are logged as attributes of a slog JSON handler, which encodes them as JSON strings with control characters escaped.
package session

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/labstack/echo/v4"
)

func NewLogger() *slog.Logger {
	return slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

type signInForm struct {
	Email    string `form:"email" json:"email"`
	Password string `form:"password" json:"password"`
}

type UserService interface {
	Authenticate(email, password string) (string, error)
}

type SignInHandler struct {
	users UserService
	log   *slog.Logger
}

func (h *SignInHandler) SignIn(c echo.Context) error {
	var form signInForm
	if err := c.Bind(&form); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid form")
	}
	reqLog := h.log.With(
		slog.String("email", form.Email),
		slog.String("remote_ip", c.RealIP()),
		slog.String("user_agent", c.Request().UserAgent()),
	)
	token, err := h.users.Authenticate(form.Email, form.Password)
	if err != nil {
		reqLog.Warn("sign-in rejected", slog.String("reason", "bad credentials"))
		return echo.NewHTTPError(http.StatusUnauthorized, "invalid credentials")
	}
	reqLog.Info("sign-in succeeded")
	return c.JSON(http.StatusOK, map[string]string{"token": token})
}

func (h *SignInHandler) Register(e *echo.Echo) {
	e.POST("/auth/sign-in", h.SignIn)
}
