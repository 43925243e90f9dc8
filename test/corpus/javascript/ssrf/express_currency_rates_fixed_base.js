// corpus: CWE-918 safe — the rates client has a fixed baseURL; the currency codes only travel as validated path and query parameters.
const express = require("express");
const axios = require("axios");

const ratesApi = axios.create({
  baseURL: "https://api.exchangerates.example.com/v2",
  timeout: 3000,
  headers: { authorization: `Bearer ${process.env.RATES_TOKEN}` },
});

const CODE = /^[A-Z]{3}$/;

class RatesClient {
  constructor(http) {
    this.http = http;
  }

  async latest(base, symbols) {
    const { data } = await this.http.get(`/latest/${encodeURIComponent(base)}`, {
      params: { symbols: symbols.join(",") },
    });
    return data.rates;
  }
}

const rates = new RatesClient(ratesApi);
const app = express();

app.get("/api/rates", async (req, res) => {
  const base = String(req.query.base || "USD").toUpperCase();
  const symbols = String(req.query.symbols || "EUR,GBP,JPY")
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => CODE.test(s));
  if (!CODE.test(base)) return res.status(400).json({ error: "invalid base currency" });
  try {
    res.json({ base, rates: await rates.latest(base, symbols) });
  } catch (err) {
    res.status(502).json({ error: "rates provider unavailable" });
  }
});

app.listen(3000);
