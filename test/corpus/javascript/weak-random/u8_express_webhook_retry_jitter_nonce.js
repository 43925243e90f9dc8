// corpus: CWE-330 safe — Math.random only spreads retry delays; the delivery nonce and id that must be unguessable come from crypto.randomBytes and crypto.randomUUID.
const express = require("express");
const crypto = require("node:crypto");

class RetrySchedule {
  constructor(baseMs, maxMs) {
    this.baseMs = baseMs;
    this.maxMs = maxMs;
  }

  delayFor(attempt) {
    const ceiling = Math.min(this.maxMs, this.baseMs * 2 ** attempt);
    // Full jitter keeps retries from many tenants from arriving in lockstep.
    return Math.floor(Math.random() * ceiling);
  }
}

class DeliveryFactory {
  create(endpoint, event) {
    return {
      id: crypto.randomUUID(),
      nonce: crypto.randomBytes(16).toString("hex"),
      endpoint,
      event,
      attempt: 0,
    };
  }
}

const schedule = new RetrySchedule(500, 60_000);
const deliveries = new DeliveryFactory();
const pending = [];
const app = express();
app.use(express.json());

app.post("/endpoints/:endpointId/redeliver", (req, res) => {
  const delivery = deliveries.create(req.params.endpointId, String(req.body.eventId || ""));
  const attempt = Math.min(Number.parseInt(req.body.attempt, 10) || 0, 10);
  delivery.attempt = attempt;
  const runAt = Date.now() + schedule.delayFor(attempt);
  pending.push({ ...delivery, runAt });
  res.status(202).json({ id: delivery.id, runAt: new Date(runAt).toISOString() });
});

app.listen(3000);
