// corpus: CWE-943 vulnerable — the request body is decoded into a bson.M and used as the whole query filter, operators included.
package inventory

import (
	"encoding/json"
	"net/http"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

type API struct {
	Items *mongo.Collection
}

func (a *API) Query(w http.ResponseWriter, r *http.Request) {
	var filter bson.M
	if err := json.NewDecoder(r.Body).Decode(&filter); err != nil {
		http.Error(w, "filter must be a JSON object", http.StatusBadRequest)
		return
	}
	cur, err := a.Items.Find(r.Context(), filter, options.Find().SetLimit(100))
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	var items []bson.M
	cur.All(r.Context(), &items)
	json.NewEncoder(w).Encode(items)
}
