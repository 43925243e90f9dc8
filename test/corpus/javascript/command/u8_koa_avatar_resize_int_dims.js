// corpus: CWE-78 safe — the width and height are parsed to bounded integers and the upload id must be a UUID; ImageResizer passes them to execFile as separate arguments, so no shell parses them.
const Koa = require("koa");
const Router = require("@koa/router");
const path = require("node:path");
const { promisify } = require("node:util");
const { execFile } = require("node:child_process");

const execFileAsync = promisify(execFile);
const UPLOAD_DIR = "/srv/uploads";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function dimension(raw, fallback) {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.max(16, Math.min(n, 1024));
}

class ImageResizer {
  constructor(binary) {
    this.binary = binary;
  }

  async resize(source, target, width, height) {
    const geometry = `${width}x${height}^`;
    await execFileAsync(this.binary, [source, "-resize", geometry, "-gravity", "center", "-extent", `${width}x${height}`, target]);
    return target;
  }
}

const resizer = new ImageResizer("/usr/bin/convert");
const router = new Router();

router.post("/avatars/:uploadId/resize", async (ctx) => {
  const { uploadId } = ctx.params;
  if (!UUID.test(uploadId)) {
    ctx.throw(400, "bad upload id");
  }
  const width = dimension(ctx.query.w, 256);
  const height = dimension(ctx.query.h, width);
  const source = path.join(UPLOAD_DIR, `${uploadId}.png`);
  const target = path.join(UPLOAD_DIR, `${uploadId}-${width}x${height}.png`);
  await resizer.resize(source, target, width, height);
  ctx.body = { url: `/media/${uploadId}-${width}x${height}.png` };
});

const app = new Koa();
app.use(router.routes());
app.listen(3000);
