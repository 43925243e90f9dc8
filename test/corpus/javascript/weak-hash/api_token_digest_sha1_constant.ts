// corpus: CWE-328 vulnerable — API tokens from the Authorization header are hashed with SHA-1 chosen through a module constant.
import express, { NextFunction, Request, Response } from "express";
import { createHash } from "node:crypto";
import { lookupTokenDigest } from "./token-store";

const TOKEN_DIGEST_ALGORITHM = "sha1";
const app = express();

async function requireToken(req: Request, res: Response, next: NextFunction) {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  const digest = createHash(TOKEN_DIGEST_ALGORITHM).update(token).digest("hex");
  if (!(await lookupTokenDigest(digest))) return res.sendStatus(401);
  next();
}

app.get("/api/reports", requireToken, (req: Request, res: Response) => res.json([]));
app.listen(4000);
