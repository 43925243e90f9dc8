// corpus: CWE-78 safe — spawn runs a fixed program with an argument array; width and height are numbers.
import express, { Request, Response } from "express";
import multer from "multer";
import { spawn } from "node:child_process";

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/images/resize", upload.single("image"), (req: Request, res: Response) => {
  const width: number = Math.min(Number(req.body.width) || 320, 2000);
  const height: number = Math.min(Number(req.body.height) || 240, 2000);
  const input = req.file!.path;
  const output = `${input}-resized.png`;
  const child = spawn("convert", [input, "-resize", `${width}x${height}`, output]);
  child.on("close", (code) => (code === 0 ? res.download(output) : res.status(500).end()));
});

app.listen(4000);
