// corpus: CWE-22 vulnerable — the theme segment is checked for "..", but the file segment reaches path.join and readFile unchecked.
const Koa = require("koa");
const Router = require("@koa/router");
const fs = require("node:fs/promises");
const path = require("node:path");

const THEMES_DIR = path.resolve(__dirname, "themes");
const MIME = { ".css": "text/css", ".js": "application/javascript", ".png": "image/png", ".svg": "image/svg+xml" };

function isSafeSegment(segment) {
  return typeof segment === "string" && segment.length > 0 && !segment.includes("..") && !segment.includes("/");
}

class ThemeAssets {
  constructor(root) {
    this.root = root;
  }

  resolve(theme, file) {
    return path.join(this.root, theme, "assets", file);
  }

  async read(theme, file) {
    const full = this.resolve(theme, file);
    const body = await fs.readFile(full);
    return { body, type: MIME[path.extname(full)] || "application/octet-stream" };
  }
}

const assets = new ThemeAssets(THEMES_DIR);
const router = new Router();

router.get("/themes/:theme/assets/:file(.*)", async (ctx) => {
  const { theme, file } = ctx.params;
  if (!isSafeSegment(theme)) {
    ctx.status = 400;
    return;
  }
  try {
    const asset = await assets.read(theme, decodeURIComponent(file));
    ctx.type = asset.type;
    ctx.set("Cache-Control", "public, max-age=3600");
    ctx.body = asset.body;
  } catch {
    ctx.status = 404;
  }
});

const app = new Koa();
app.use(router.routes());
app.listen(3000);
