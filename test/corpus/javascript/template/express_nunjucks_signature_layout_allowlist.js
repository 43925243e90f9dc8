// corpus: CWE-1336 safe — the body only picks a layout key that SignatureService maps to a bundled template file; the signature text itself is passed as autoescaped data.
const express = require("express");
const nunjucks = require("nunjucks");

const env = new nunjucks.Environment(new nunjucks.FileSystemLoader("views"), { autoescape: true });

const LAYOUTS = new Map([
  ["classic", "signatures/classic.njk"],
  ["compact", "signatures/compact.njk"],
  ["banner", "signatures/banner.njk"],
]);

class SignatureService {
  constructor(templateEnv, company) {
    this.env = templateEnv;
    this.company = company;
  }

  context(user, closing) {
    return {
      name: user.displayName,
      title: user.jobTitle,
      company: this.company,
      closing,
      year: new Date().getFullYear(),
    };
  }

  preview(layoutKey, closing, user) {
    const file = LAYOUTS.get(layoutKey) || LAYOUTS.get("classic");
    return this.env.render(file, this.context(user, closing));
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
  const { layout, closing } = req.body || {};
  try {
    res.json({ html: signatures.preview(String(layout || ""), String(closing || "Best regards"), req.user) });
  } catch (err) {
    res.status(422).json({ error: "could not render signature" });
  }
});

app.listen(3000);
