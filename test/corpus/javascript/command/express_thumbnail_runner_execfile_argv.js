// corpus: CWE-78 safe — ThumbnailRunner.buildArgs returns an argument vector that run() passes to execFile, so no shell ever parses the file name.
const express = require("express");
const path = require("path");
const { execFile } = require("child_process");

const UPLOAD_DIR = "/srv/app/uploads";
const THUMB_DIR = "/srv/app/thumbs";

class ThumbnailRunner {
  constructor({ width = 320, quality = 82 } = {}) {
    this.width = width;
    this.quality = quality;
  }

  buildArgs(fileName) {
    const src = `${UPLOAD_DIR}/${fileName}`;
    const dest = `${THUMB_DIR}/${fileName}.webp`;
    return [src, "-resize", `${this.width}x`, "-quality", String(this.quality), dest];
  }

  run(fileName) {
    return new Promise((resolve, reject) => {
      execFile("convert", this.buildArgs(fileName), { timeout: 15000 }, (err, _stdout, stderr) => {
        if (err) return reject(new Error(stderr || err.message));
        resolve(`${fileName}.webp`);
      });
    });
  }
}

const runner = new ThumbnailRunner({ width: 480 });
const app = express();

app.post("/uploads/thumbnail", async (req, res) => {
  const file = typeof req.query.file === "string" ? path.basename(req.query.file) : "";
  if (!file) return res.status(400).json({ error: "file is required" });
  try {
    const thumb = await runner.run(file);
    res.status(201).json({ thumbnail: `/thumbs/${encodeURIComponent(thumb)}` });
  } catch (err) {
    res.status(500).json({ error: "thumbnail generation failed" });
  }
});

app.listen(3000);
