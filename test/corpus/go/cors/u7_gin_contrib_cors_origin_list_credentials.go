// corpus: CWE-942 safe — credentials are allowed only for the origins listed in the configuration (the web app and the admin console); other origins get no CORS headers.
package server

import (
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"
)

func allowedOrigins() []string {
	if v := os.Getenv("CORS_ALLOWED_ORIGINS"); v != "" {
		return strings.Split(v, ",")
	}
	return []string{"https://app.example.com", "https://admin.example.com"}
}

func corsMiddleware() gin.HandlerFunc {
	return cors.New(cors.Config{
		AllowOrigins:     allowedOrigins(),
		AllowMethods:     []string{"GET", "POST", "PATCH", "DELETE"},
		AllowHeaders:     []string{"Origin", "Content-Type", "Authorization"},
		ExposeHeaders:    []string{"X-Request-Id"},
		AllowCredentials: true,
		MaxAge:           6 * time.Hour,
	})
}

type ProfileController struct{}

func (ProfileController) Show(c *gin.Context) {
	uid, ok := c.Get("user_id")
	if !ok {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.JSON(http.StatusOK, gin.H{"user_id": uid})
}

func NewRouter(auth gin.HandlerFunc) *gin.Engine {
	r := gin.New()
	r.Use(gin.Recovery(), corsMiddleware())
	api := r.Group("/api", auth)
	var profiles ProfileController
	api.GET("/profile", profiles.Show)
	return r
}
