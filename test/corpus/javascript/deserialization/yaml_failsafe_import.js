// corpus: CWE-502 safe — js-yaml loads the uploaded text with FAILSAFE_SCHEMA, which yields only strings, arrays and maps.
const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: ["text/yaml", "application/x-yaml"] }));

app.post("/pipelines/validate", (req, res) => {
  try {
    const doc = yaml.load(req.body, { schema: yaml.FAILSAFE_SCHEMA });
    const stages = doc && Array.isArray(doc.stages) ? doc.stages.length : 0;
    res.json({ valid: true, stages });
  } catch {
    res.status(400).json({ valid: false });
  }
});

app.listen(3000);
