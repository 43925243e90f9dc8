// corpus: CWE-918 safe — the station id is parsed as an integer and formatted into a URL whose scheme and host are constants.
package weather

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
)

const stationAPI = "https://weather.example.net/v2/stations/%d/current"

func Current(c *gin.Context) {
	station, err := strconv.Atoi(c.Param("station"))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid station"})
		return
	}
	resp, err := http.Get(fmt.Sprintf(stationAPI, station))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "weather service down"})
		return
	}
	defer resp.Body.Close()
	var reading map[string]interface{}
	json.NewDecoder(resp.Body).Decode(&reading)
	c.JSON(http.StatusOK, reading)
}
