// corpus: CWE-943 vulnerable — the filter query parameter is decoded as MongoDB extended JSON and used as the Find filter; the tenant condition is added only when the client did not send its own tenant_id, so {"tenant_id":{"$ne":null}} reads every tenant's events.
package audit

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

type Event struct {
	TenantID string    `bson:"tenant_id" json:"tenant_id"`
	Actor    string    `bson:"actor" json:"actor"`
	Action   string    `bson:"action" json:"action"`
	At       time.Time `bson:"at" json:"at"`
}

type EventStore struct {
	coll *mongo.Collection
}

func (s *EventStore) Search(ctx context.Context, filter bson.M) ([]Event, error) {
	opts := options.Find().SetSort(bson.D{{Key: "at", Value: -1}}).SetLimit(200)
	cur, err := s.coll.Find(ctx, filter, opts)
	if err != nil {
		return nil, err
	}
	defer cur.Close(ctx)
	var events []Event
	if err := cur.All(ctx, &events); err != nil {
		return nil, err
	}
	return events, nil
}

type TenantResolver func(r *http.Request) (string, bool)

type EventsAPI struct {
	store  *EventStore
	tenant TenantResolver
}

func (a *EventsAPI) buildFilter(r *http.Request, tenant string) (bson.M, error) {
	filter := bson.M{}
	if raw := r.URL.Query().Get("filter"); raw != "" {
		if err := bson.UnmarshalExtJSON([]byte(raw), false, &filter); err != nil {
			return nil, err
		}
	}
	if _, ok := filter["tenant_id"]; !ok {
		filter["tenant_id"] = tenant
	}
	return filter, nil
}

func (a *EventsAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	tenant, ok := a.tenant(r)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	filter, err := a.buildFilter(r, tenant)
	if err != nil {
		http.Error(w, "invalid filter", http.StatusBadRequest)
		return
	}
	events, err := a.store.Search(r.Context(), filter)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(events)
}
