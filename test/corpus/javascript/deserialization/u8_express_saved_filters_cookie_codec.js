// corpus: CWE-502 vulnerable — the saved_filters cookie is base64-decoded by FilterCookieCodec and passed to node-serialize's unserialize, which runs functions embedded in the text.
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

class FilterCookieCodec {
  constructor(name) {
    this.name = name;
  }

  encode(filters) {
    return Buffer.from(serialize.serialize(filters), "utf8").toString("base64");
  }

  decode(cookieValue) {
    if (!cookieValue) return {};
    const text = Buffer.from(cookieValue, "base64").toString("utf8");
    return serialize.unserialize(text);
  }
}

const codec = new FilterCookieCodec("saved_filters");
const app = express();
app.use(cookieParser());
app.use(express.json());

app.get("/catalog", (req, res) => {
  const filters = codec.decode(req.cookies[codec.name]);
  res.json({
    category: filters.category || "all",
    priceMax: Number(filters.priceMax) || null,
    inStockOnly: Boolean(filters.inStockOnly),
  });
});

app.put("/catalog/filters", (req, res) => {
  const filters = {
    category: String(req.body.category || "all"),
    priceMax: Number(req.body.priceMax) || null,
    inStockOnly: req.body.inStockOnly === true,
  };
  res.cookie(codec.name, codec.encode(filters), { httpOnly: true, sameSite: "lax" });
  res.status(204).end();
});

app.listen(3000);
