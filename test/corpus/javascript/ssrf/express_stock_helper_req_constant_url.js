// corpus: CWE-918 safe — fetchForRequest takes the request only to copy its id into a header; every caller passes a constant https URL of the inventory service as the target.
const express = require("express");
const axios = require("axios");
const crypto = require("crypto");

const INVENTORY_SUMMARY_URL = "https://inventory.internal.acme-corp.com/v2/stock/summary";
const INVENTORY_ALERTS_URL = "https://inventory.internal.acme-corp.com/v2/stock/alerts";

function requestId(req) {
  const incoming = req.get("x-request-id");
  return incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

async function fetchForRequest(req, url, timeoutMs) {
  const response = await axios.get(url, {
    timeout: timeoutMs,
    headers: { "x-request-id": requestId(req), accept: "application/json" },
  });
  return response.data;
}

const app = express();

app.get("/dashboard/stock", async (req, res) => {
  try {
    const [summary, alerts] = await Promise.all([
      fetchForRequest(req, INVENTORY_SUMMARY_URL, 3000),
      fetchForRequest(req, INVENTORY_ALERTS_URL, 3000),
    ]);
    res.json({ summary, alerts, warehouse: req.query.warehouse || "all" });
  } catch (err) {
    res.status(502).json({ error: "inventory service unavailable" });
  }
});

app.listen(3000);
