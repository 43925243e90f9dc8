// corpus: CWE-78 safe — the line count is a number parsed with parseInt before it is placed in the command.
import express, { Request, Response } from "express";
import { exec } from "node:child_process";

const app = express();

app.get("/logs/tail", (req: Request, res: Response) => {
  const lines: number = parseInt(String(req.query.lines ?? "100"), 10) || 100;
  exec(`tail -n ${Math.min(lines, 5000)} /var/log/app/server.log`, (err, stdout) => {
    if (err) return res.status(500).end();
    res.type("text/plain").send(stdout);
  });
});

app.listen(4000);
