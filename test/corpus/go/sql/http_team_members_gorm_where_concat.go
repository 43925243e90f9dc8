// corpus: CWE-89 vulnerable — the email from the JSON body is concatenated into a GORM Where string; the team id next to it is bound, which does not protect the email.
package members

import (
	"encoding/json"
	"net/http"

	"gorm.io/gorm"
)

type Member struct {
	ID     uint   `json:"id"`
	TeamID int    `json:"team_id"`
	Email  string `json:"email"`
	Role   string `json:"role"`
}

type SearchRequest struct {
	TeamID int    `json:"team_id"`
	Email  string `json:"email"`
}

type MemberStore struct {
	db *gorm.DB
}

func (s *MemberStore) Find(req SearchRequest) ([]Member, error) {
	var out []Member
	tx := s.db.Model(&Member{}).Where("team_id = ?", req.TeamID)
	if req.Email != "" {
		tx = tx.Where("email = '" + req.Email + "'")
	}
	err := tx.Order("id").Limit(100).Find(&out).Error
	return out, err
}

type MemberService struct {
	store *MemberStore
}

func (svc *MemberService) Search(req SearchRequest) ([]Member, error) {
	if req.TeamID <= 0 {
		return nil, nil
	}
	return svc.store.Find(req)
}

type API struct {
	members *MemberService
}

func (a *API) search(w http.ResponseWriter, r *http.Request) {
	var req SearchRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	found, err := a.members.Search(req)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(found)
}

func NewMux(db *gorm.DB) *http.ServeMux {
	a := &API{members: &MemberService{store: &MemberStore{db: db}}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /members/search", a.search)
	return mux
}
