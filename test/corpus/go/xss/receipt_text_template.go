// corpus: CWE-79 vulnerable — text/template renders the customer query value into an HTML response without any escaping.
package main

import (
	"net/http"
	"text/template"
)

var receiptTmpl = template.Must(template.New("receipt").Parse(
	`<html><body><h1>Thanks for your order, {{.Customer}}</h1><p>Order #{{.OrderID}}</p></body></html>`))

func receipt(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	customer := q.Get("customer")
	if customer == "" {
		customer = "customer"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	receiptTmpl.Execute(w, map[string]string{
		"Customer": customer,
		"OrderID":  q.Get("order"),
	})
}
