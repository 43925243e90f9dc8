// corpus: CWE-330 safe — the six-digit reset code is drawn with crypto/rand.Int, a cryptographically secure source.
package main

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"net/http"
)

type Mailer interface {
	Send(to, subject, body string) error
}

type ResetHandler struct {
	Mail  Mailer
	Codes map[string]string
}

func (h *ResetHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	email := r.PostFormValue("email")
	n, err := rand.Int(rand.Reader, big.NewInt(1000000))
	if err != nil {
		http.Error(w, "could not create code", http.StatusInternalServerError)
		return
	}
	code := fmt.Sprintf("%06d", n.Int64())
	h.Codes[email] = code
	if err := h.Mail.Send(email, "Your reset code", "Use code "+code+" to reset your password."); err != nil {
		http.Error(w, "could not send mail", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
