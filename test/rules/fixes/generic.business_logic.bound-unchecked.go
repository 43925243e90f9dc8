// context: Ratings range from 1 to 5.
package reviews

import "errors"

type Store struct {
	totals map[string]int
	counts map[string]int
}

func (s *Store) AddRating(productID string, rating int) {
	// ruleid: generic.business_logic.bound-unchecked
	s.totals[productID] += rating
	s.counts[productID]++
}

func (s *Store) AddRatingChecked(productID string, rating int) error {
	if rating < 1 || rating > 5 {
		return errors.New("rating must be between 1 and 5")
	}
	// ok: generic.business_logic.bound-unchecked
	s.totals[productID] += rating
	s.counts[productID]++
	return nil
}
