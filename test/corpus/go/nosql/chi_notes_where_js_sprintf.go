// corpus: CWE-943 vulnerable — the tag path parameter is formatted into a MongoDB $where JavaScript predicate, so a tag that closes the string literal and appends `|| true` returns every user's notes.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

type note struct {
	ID    string   `bson:"_id" json:"id"`
	Owner string   `bson:"owner" json:"owner"`
	Title string   `bson:"title" json:"title"`
	Tags  []string `bson:"tags" json:"tags"`
}

type noteStore struct {
	coll *mongo.Collection
}

func (s *noteStore) tagged(ctx context.Context, owner, tag string) ([]note, error) {
	filter := bson.M{"$where": fmt.Sprintf("this.owner == '%s' && this.tags.indexOf('%s') >= 0", owner, tag)}
	cur, err := s.coll.Find(ctx, filter, options.Find().SetLimit(100))
	if err != nil {
		return nil, err
	}
	var out []note
	return out, cur.All(ctx, &out)
}

type notesAPI struct {
	store *noteStore
}

func (a *notesAPI) byTag(w http.ResponseWriter, r *http.Request) {
	owner := r.Header.Get("X-Authenticated-User") // set by the auth gateway
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	notes, err := a.store.tagged(ctx, owner, chi.URLParam(r, "tag"))
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(notes)
}

func main() {
	client, err := mongo.Connect(context.Background(), options.Client().ApplyURI(os.Getenv("MONGO_URI")))
	if err != nil {
		panic(err)
	}
	a := &notesAPI{store: &noteStore{coll: client.Database("notes").Collection("notes")}}
	r := chi.NewRouter()
	r.Get("/notes/tagged/{tag}", a.byTag)
	http.ListenAndServe(":8080", r)
}
