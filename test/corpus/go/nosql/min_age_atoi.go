// corpus: CWE-943 safe — the minimum age is converted with strconv.Atoi, so only an integer is placed inside the $gte operator.
package people

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

func Adults(coll *mongo.Collection) echo.HandlerFunc {
	return func(c echo.Context) error {
		minAge, err := strconv.Atoi(c.QueryParam("min_age"))
		if err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "min_age must be a number"})
		}
		cur, err := coll.Find(c.Request().Context(), bson.M{"age": bson.M{"$gte": minAge}})
		if err != nil {
			return c.JSON(http.StatusInternalServerError, map[string]string{"error": "query failed"})
		}
		var people []bson.M
		cur.All(c.Request().Context(), &people)
		return c.JSON(http.StatusOK, people)
	}
}
