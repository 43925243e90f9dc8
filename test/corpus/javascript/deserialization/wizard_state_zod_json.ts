// corpus: CWE-502 safe — the state string is read with JSON.parse and checked with a zod schema.
import express, { Request, Response } from "express";
import { z } from "zod";

const WizardState = z.object({ step: z.number().int().min(1).max(5), completed: z.boolean() });
const app = express();
app.use(express.json());

app.post("/onboarding/resume", (req: Request, res: Response) => {
  try {
    const state = WizardState.parse(JSON.parse(String(req.body.state)));
    res.json({ step: state.step, completed: state.completed });
  } catch {
    res.status(400).json({ error: "invalid state" });
  }
});

app.listen(4000);
