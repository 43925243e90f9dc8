// corpus: CWE-501 safe — only a theme from a fixed allow-list is stored in the session.
import express, { Request, Response } from "express";
import session from "express-session";

declare module "express-session" {
  interface SessionData {
    theme: string;
  }
}

const THEMES = ["light", "dark", "high-contrast"];
const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET as string, resave: false, saveUninitialized: false }));

app.post("/preferences/theme", (req: Request, res: Response) => {
  const theme = String(req.body.theme);
  if (!THEMES.includes(theme)) return res.sendStatus(400);
  req.session.theme = theme;
  res.json({ theme });
});

app.listen(4000);
