// corpus: CWE-295 safe — rejectUnauthorized is the negation of a constant false flag, so it is always true.
const https = require("https");
const axios = require("axios");

const ALLOW_SELF_SIGNED = false;
const client = axios.create({
  baseURL: process.env.REPORTS_API_URL,
  httpsAgent: new https.Agent({ rejectUnauthorized: !ALLOW_SELF_SIGNED }),
});

async function main() {
  const { data } = await client.get("/v1/reports/daily");
  console.log(`fetched ${data.length} report rows`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
