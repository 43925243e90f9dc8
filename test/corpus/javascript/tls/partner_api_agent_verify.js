// corpus: CWE-295 safe — the https.Agent keeps rejectUnauthorized set to true.
const express = require("express");
const https = require("https");
const axios = require("axios");

const partnerClient = axios.create({
  baseURL: "https://partner-api.example.net",
  httpsAgent: new https.Agent({ rejectUnauthorized: true, keepAlive: true }),
});
const app = express();

app.get("/partners/:partnerId/quotes", async (req, res) => {
  const { data } = await partnerClient.get(`/v1/quotes/${encodeURIComponent(req.params.partnerId)}`);
  res.json(data);
});

app.listen(3000);
