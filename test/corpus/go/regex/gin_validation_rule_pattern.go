// corpus: CWE-1333 vulnerable — a form-builder rule's pattern from the JSON body is compiled with regexp2 (backtracking) and run against the sample.
package forms

import (
	"net/http"

	"github.com/dlclark/regexp2"
	"github.com/gin-gonic/gin"
)

type ruleTest struct {
	Pattern string `json:"pattern"`
	Sample  string `json:"sample"`
}

func TestRule(c *gin.Context) {
	var req ruleTest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad request"})
		return
	}
	re := regexp2.MustCompile(req.Pattern, regexp2.IgnoreCase)
	ok, err := re.MatchString(req.Sample)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "match failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"matches": ok})
}
