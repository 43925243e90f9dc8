// corpus: CWE-79 safe — every request string passes through html.EscapeString in the view-model helper before Fprintf writes it, and the ticket number is an integer.
package support

import (
	"fmt"
	"html"
	"net/http"
	"strconv"
)

type StatusView struct {
	Ticket   int
	Customer string
	Note     string
}

func newStatusView(ticket int, customer, note string) StatusView {
	return StatusView{
		Ticket:   ticket,
		Customer: html.EscapeString(customer),
		Note:     html.EscapeString(note),
	}
}

type TicketLookup interface {
	Status(id int) (string, error)
}

type StatusPage struct {
	tickets TicketLookup
}

func (p *StatusPage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.URL.Query().Get("ticket"))
	if err != nil {
		http.Error(w, "ticket must be numeric", http.StatusBadRequest)
		return
	}
	state, err := p.tickets.Status(id)
	if err != nil {
		http.Error(w, "ticket not found", http.StatusNotFound)
		return
	}
	view := newStatusView(id, r.FormValue("customer"), r.FormValue("note"))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<h1>Ticket #%d</h1>", view.Ticket)
	fmt.Fprintf(w, "<p>Hello %s, your ticket is <em>%s</em>.</p>", view.Customer, html.EscapeString(state))
	if view.Note != "" {
		fmt.Fprintf(w, "<blockquote>%s</blockquote>", view.Note)
	}
}
