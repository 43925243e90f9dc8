// corpus: CWE-78 vulnerable — width and file id are validated, but the format query value is interpolated into the ImageMagick command given to exec.
import type { NextApiRequest, NextApiResponse } from "next";
import { exec } from "node:child_process";
import { readFile } from "node:fs/promises";

const UPLOADS = "/data/uploads";
const CACHE = "/data/thumbs";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ThumbSpec {
  fileId: string;
  width: number;
  format: string;
}

function readSpec(query: NextApiRequest["query"]): ThumbSpec | null {
  const fileId = String(query.id ?? "");
  const width = Number.parseInt(String(query.w ?? "256"), 10);
  if (!UUID.test(fileId) || !Number.isInteger(width) || width < 16 || width > 2048) return null;
  return { fileId, width, format: String(query.format ?? "webp") };
}

function makeThumbnail(spec: ThumbSpec): Promise<string> {
  const out = `${CACHE}/${spec.fileId}-${spec.width}.${spec.format}`;
  const cmd = `convert ${UPLOADS}/${spec.fileId} -thumbnail ${spec.width}x -strip ${out}`;
  return new Promise((resolve, reject) => {
    exec(cmd, { timeout: 15000 }, (err) => (err ? reject(err) : resolve(out)));
  });
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const spec = readSpec(req.query);
  if (!spec) return res.status(400).json({ error: "invalid thumbnail request" });
  try {
    const file = await makeThumbnail(spec);
    res.setHeader("Content-Type", `image/${spec.format}`);
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.send(await readFile(file));
  } catch {
    res.status(500).json({ error: "thumbnail failed" });
  }
}
