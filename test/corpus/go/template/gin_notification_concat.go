// corpus: CWE-1336 vulnerable — the greeting query value is concatenated into the template source before Parse, so template actions in it run.
package notify

import (
	"bytes"
	"net/http"
	"text/template"

	"github.com/gin-gonic/gin"
)

type Account struct {
	Email   string
	Balance float64
}

func RenderReminder(c *gin.Context) {
	greeting := c.Query("greeting")
	src := greeting + " {{.Email}}, your balance is {{printf \"%.2f\" .Balance}}."
	tmpl, err := template.New("reminder").Parse(src)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad greeting"})
		return
	}
	var out bytes.Buffer
	tmpl.Execute(&out, Account{Email: "ops@example.com", Balance: 12.5})
	c.JSON(http.StatusOK, gin.H{"text": out.String()})
}
