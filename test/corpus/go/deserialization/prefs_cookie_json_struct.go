// corpus: CWE-502 safe — the preferences cookie is base64-decoded and unmarshalled as JSON into a fixed struct of strings and bools.
package main

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
)

type Preferences struct {
	Theme    string `json:"theme"`
	Compact  bool   `json:"compact"`
	Timezone string `json:"tz"`
}

func currentPrefs(w http.ResponseWriter, r *http.Request) {
	prefs := Preferences{Theme: "light", Timezone: "UTC"}
	if c, err := r.Cookie("prefs"); err == nil {
		if raw, err := base64.URLEncoding.DecodeString(c.Value); err == nil {
			var p Preferences
			if json.Unmarshal(raw, &p) == nil {
				prefs = p
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(prefs)
}
