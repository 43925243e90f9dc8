// corpus: CWE-330 vulnerable — the password-reset code mailed to the user comes from math/rand.Intn, which is predictable.
package main

import (
	"fmt"
	"math/rand"
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
	code := fmt.Sprintf("%06d", rand.Intn(1000000))
	h.Codes[email] = code
	if err := h.Mail.Send(email, "Your reset code", "Use code "+code+" to reset your password."); err != nil {
		http.Error(w, "could not send mail", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
