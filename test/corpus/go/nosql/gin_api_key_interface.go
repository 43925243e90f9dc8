// corpus: CWE-943 vulnerable — the key field is bound as interface{}, so a JSON object like {"$ne": ""} becomes a query operator.
package keys

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type keyCheck struct {
	Project string      `json:"project"`
	Key     interface{} `json:"key"`
}

func Verify(coll *mongo.Collection) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req keyCheck
		if err := c.ShouldBindJSON(&req); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "bad request"})
			return
		}
		var doc bson.M
		err := coll.FindOne(c.Request.Context(), bson.M{"project": req.Project, "api_key": req.Key}).Decode(&doc)
		if err != nil {
			c.JSON(http.StatusUnauthorized, gin.H{"valid": false})
			return
		}
		c.JSON(http.StatusOK, gin.H{"valid": true, "owner": doc["owner"]})
	}
}
