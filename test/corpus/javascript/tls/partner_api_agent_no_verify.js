// corpus: CWE-295 vulnerable — the https.Agent used for partner API calls sets rejectUnauthorized to false.
const express = require("express");
const https = require("https");
const axios = require("axios");

const partnerClient = axios.create({
  baseURL: "https://partner-api.example.net",
  httpsAgent: new https.Agent({ rejectUnauthorized: false }),
});
const app = express();

app.get("/partners/:partnerId/quotes", async (req, res) => {
  const { data } = await partnerClient.get(`/v1/quotes/${encodeURIComponent(req.params.partnerId)}`);
  res.json(data);
});

app.listen(3000);
