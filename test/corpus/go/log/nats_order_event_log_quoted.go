// corpus: CWE-117 safe — the string fields of the NATS order event are logged with %q, which escapes newlines and control characters, and the rest are integers.
package main

import (
	"encoding/json"
	"log"
	"os"

	"github.com/nats-io/nats.go"
)

type orderEvent struct {
	OrderID    string `json:"order_id"`
	CustomerID int64  `json:"customer_id"`
	Note       string `json:"note"`
	TotalCents int64  `json:"total_cents"`
}

type auditLog struct {
	l *log.Logger
}

func newAuditLog() *auditLog {
	return &auditLog{l: log.New(os.Stdout, "audit ", log.LstdFlags|log.LUTC)}
}

func (a *auditLog) orderPlaced(ev orderEvent) {
	a.l.Printf("order=%q customer=%d total=%d note=%q", ev.OrderID, ev.CustomerID, ev.TotalCents, ev.Note)
}

type orderConsumer struct {
	audit *auditLog
}

func (c *orderConsumer) handle(m *nats.Msg) {
	var ev orderEvent
	if err := json.Unmarshal(m.Data, &ev); err != nil {
		log.Printf("dropping malformed order event (%d bytes)", len(m.Data))
		return
	}
	c.audit.orderPlaced(ev)
	m.Ack()
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	consumer := &orderConsumer{audit: newAuditLog()}
	if _, err := nc.QueueSubscribe("orders.placed", "audit", consumer.handle); err != nil {
		log.Fatal(err)
	}
	select {}
}
