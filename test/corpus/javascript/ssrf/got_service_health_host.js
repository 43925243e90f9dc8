// corpus: CWE-918 vulnerable — the host from the request body is built into the URL that got requests.
const express = require("express");
const got = require("got");

const app = express();
app.use(express.json());

app.post("/admin/health-check", async (req, res) => {
  const host = req.body.host;
  const healthUrl = `http://${host}:8080/health`;
  try {
    const body = await got(healthUrl, { timeout: { request: 3000 } }).json();
    res.json({ host, status: body.status });
  } catch {
    res.json({ host, status: "down" });
  }
});

app.listen(3000);
