// corpus: CWE-943 safe — the name is a Go string used as the value of a plain equality filter, so it cannot carry an operator.
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
	cur, err := members.Find(r.Context(), bson.M{"displayName": name})
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
