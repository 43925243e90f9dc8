// corpus: CWE-89 safe — the shipment id is parsed with uuid.Parse and only the canonical UUID string is formatted into the query.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/google/uuid"
	"github.com/gorilla/mux"
)

type ShipmentAPI struct {
	db *sql.DB
}

func (a *ShipmentAPI) Status(w http.ResponseWriter, r *http.Request) {
	id, err := uuid.Parse(mux.Vars(r)["id"])
	if err != nil {
		http.Error(w, "invalid shipment id", http.StatusBadRequest)
		return
	}
	var status string
	q := fmt.Sprintf("SELECT status FROM shipments WHERE id = '%s'", id.String())
	if err := a.db.QueryRowContext(r.Context(), q).Scan(&status); err != nil {
		http.NotFound(w, r)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"id": id.String(), "status": status})
}
