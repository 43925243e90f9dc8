// corpus: CWE-22 vulnerable — the destructured file query value is joined to the export folder and passed to res.download.
import express, { Request, Response } from "express";
import path from "node:path";

const EXPORT_DIR = path.resolve("storage/exports");
const router = express.Router();

router.get("/exports/download", (req: Request, res: Response) => {
  const { file } = req.query as { file: string };
  const target = path.join(EXPORT_DIR, file);
  res.download(target);
});

export default router;
