// corpus: CWE-1336 vulnerable — the signature text from the JSON body is compiled as a Nunjucks template by SignatureService.preview, so {{ range.constructor("...")() }} runs code on the server.
const express = require("express");
const nunjucks = require("nunjucks");

const env = new nunjucks.Environment(new nunjucks.FileSystemLoader("views"), { autoescape: true });

class SignatureService {
  constructor(templateEnv, company) {
    this.env = templateEnv;
    this.company = company;
  }

  context(user) {
    return {
      name: user.displayName,
      title: user.jobTitle,
      company: this.company,
      year: new Date().getFullYear(),
    };
  }

  preview(signatureSource, user) {
    return this.env.renderString(signatureSource, this.context(user));
  }
}

const signatures = new SignatureService(env, { name: "Northwind Traders", phone: "+1 555 0100" });
const app = express();
app.use(express.json({ limit: "32kb" }));

app.use((req, res, next) => {
  req.user = { displayName: req.get("x-user-name") || "Colleague", jobTitle: req.get("x-user-title") || "" };
  next();
});

app.post("/settings/email-signature/preview", (req, res) => {
  const { signature } = req.body || {};
  if (typeof signature !== "string" || signature.length === 0) {
    return res.status(400).json({ error: "signature is required" });
  }
  try {
    res.json({ html: signatures.preview(signature, req.user) });
  } catch (err) {
    res.status(422).json({ error: "could not render signature" });
  }
});

app.listen(3000);
