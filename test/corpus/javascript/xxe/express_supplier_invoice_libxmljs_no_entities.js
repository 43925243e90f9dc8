// corpus: CWE-611 safe — InvoiceXmlParser parses the uploaded XML with entity substitution, DTD loading and network access all switched off, so external entities are never resolved.
const express = require("express");
const libxmljs = require("libxmljs");

const PARSE_OPTIONS = { noent: false, dtdload: false, nonet: true, nocdata: true };

class InvoiceXmlParser {
  constructor(options) {
    this.options = options;
  }

  parse(xml) {
    const doc = libxmljs.parseXml(xml, this.options);
    const text = (xpath) => {
      const node = doc.get(xpath);
      return node ? node.text().trim() : "";
    };
    return {
      reference: text("//Invoice/Reference"),
      supplier: text("//Invoice/Supplier/Name"),
      totalCents: Math.round(Number(text("//Invoice/Total")) * 100),
      currency: text("//Invoice/Total/@currency") || "EUR",
    };
  }
}

const parser = new InvoiceXmlParser(PARSE_OPTIONS);
const app = express();

app.post("/suppliers/invoices/import", express.text({ type: ["application/xml", "text/xml"], limit: "512kb" }), (req, res) => {
  if (typeof req.body !== "string" || req.body.length === 0) {
    return res.status(415).json({ error: "expected an XML invoice" });
  }
  try {
    const invoice = parser.parse(req.body);
    res.status(202).json({ accepted: true, reference: invoice.reference, supplier: invoice.supplier });
  } catch (err) {
    res.status(422).json({ error: "invoice could not be parsed" });
  }
});

app.listen(3000);
