// corpus: CWE-22 vulnerable — the Accept-Language header is placed in a file path read with fs.promises.readFile.
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const LOCALE_DIR = path.join(__dirname, "locales");

app.get("/i18n/messages", (req, res) => {
  const lang = (req.headers["accept-language"] || "en").split(",")[0];
  fs.promises
    .readFile(`${LOCALE_DIR}/${lang}.json`, "utf8")
    .then((text) => res.type("application/json").send(text))
    .catch(() => res.status(404).json({ error: "unsupported locale" }));
});

app.listen(3000);
