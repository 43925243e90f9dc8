// corpus: CWE-943 safe — the sort field comes from a fixed map of constant field names and the status is a plain equality value.
package main

import (
	"encoding/json"
	"net/http"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

var sortFields = map[string]string{"date": "createdAt", "total": "total", "customer": "customerName"}

var orders *mongo.Collection

func listOrders(w http.ResponseWriter, r *http.Request) {
	field, ok := sortFields[r.URL.Query().Get("sort")]
	if !ok {
		field = "createdAt"
	}
	opts := options.Find().SetSort(bson.D{{Key: field, Value: -1}}).SetLimit(50)
	cur, err := orders.Find(r.Context(), bson.M{"status": r.URL.Query().Get("status")}, opts)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	var out []bson.M
	cur.All(r.Context(), &out)
	json.NewEncoder(w).Encode(out)
}
