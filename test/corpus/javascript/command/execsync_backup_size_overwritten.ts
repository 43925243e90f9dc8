// corpus: CWE-78 safe — the target from the body is overwritten with a fixed directory before execSync.
import express, { Request, Response } from "express";
import { execSync } from "node:child_process";

const app = express();
app.use(express.json());

app.post("/ops/backup-size", (req: Request, res: Response) => {
  let target: string = req.body.target;
  // sizes are only reported for the backup volume
  target = "/var/backups";
  const output = execSync(`du -sh ${target}`).toString();
  res.json({ target, size: output.split("\t")[0] });
});

app.listen(4000);
