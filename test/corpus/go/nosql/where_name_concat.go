// corpus: CWE-943 vulnerable — the name query parameter is concatenated into a $where JavaScript expression run by MongoDB.
package main

import (
	"encoding/json"
	"net/http"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

var members *mongo.Collection

func findMember(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	filter := bson.M{"$where": "this.displayName == '" + name + "'"}
	cur, err := members.Find(r.Context(), filter)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	var out []bson.M
	if err := cur.All(r.Context(), &out); err != nil {
		http.Error(w, "decode failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(out)
}
