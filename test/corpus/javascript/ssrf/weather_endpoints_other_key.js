// corpus: CWE-918 safe — the fetch uses the object key holding a constant URL, not the key holding the query value.
const express = require("express");

const app = express();

app.get("/weather/today", async (req, res) => {
  const endpoints = {
    custom: req.query.source,
    forecast: "https://api.weather.example.com/v2/today?city=berlin",
  };
  const response = await fetch(endpoints.forecast);
  const data = await response.json();
  res.json({ temperature: data.temperature, summary: data.summary });
});

app.listen(3000);
