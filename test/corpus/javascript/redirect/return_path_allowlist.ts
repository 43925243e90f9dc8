// corpus: CWE-601 safe — the return path must be one of a fixed list of local pages, otherwise a default is used.
import express, { Request, Response } from "express";

const ALLOWED_RETURN = ["/dashboard", "/settings", "/billing", "/team"];
const app = express();

app.get("/settings/saved", (req: Request, res: Response) => {
  const requested = String(req.query.returnTo ?? "");
  const target = ALLOWED_RETURN.includes(requested) ? requested : "/dashboard";
  res.redirect(target);
});

app.listen(4000);
