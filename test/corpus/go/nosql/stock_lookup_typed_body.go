// corpus: CWE-943 safe — the body is decoded into a struct with string fields, so only plain strings go into the equality filter.
package inventory

import (
	"encoding/json"
	"net/http"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type stockQuery struct {
	SKU       string `json:"sku"`
	Warehouse string `json:"warehouse"`
}

type Stock struct {
	Coll *mongo.Collection
}

func (s *Stock) Lookup(w http.ResponseWriter, r *http.Request) {
	var q stockQuery
	if err := json.NewDecoder(r.Body).Decode(&q); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var doc bson.M
	if err := s.Coll.FindOne(r.Context(), bson.M{"sku": q.SKU, "warehouse": q.Warehouse}).Decode(&doc); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	json.NewEncoder(w).Encode(map[string]interface{}{"sku": q.SKU, "quantity": doc["quantity"]})
}
