// corpus: CWE-918 vulnerable — the avatar URL is only checked with startsWith on the CDN origin text, which "https://cdn.example.com@10.0.0.5/" passes, before got fetches it.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const got = require("got");
const sharp = require("sharp");

const CDN_PREFIX = "https://cdn.example.com";

function looksLikeCdnUrl(url) {
  return typeof url === "string" && url.startsWith(CDN_PREFIX);
}

class AvatarImporter {
  constructor(store) {
    this.store = store;
  }

  async importFrom(userId, url) {
    const image = await got(url, { timeout: { request: 5000 }, responseType: "buffer" }).buffer();
    const resized = await sharp(image).resize(256, 256).png().toBuffer();
    await this.store.put(`avatars/${userId}.png`, resized);
    return { bytes: resized.length };
  }
}

const memoryStore = {
  objects: new Map(),
  async put(key, data) {
    this.objects.set(key, data);
  },
};

const importer = new AvatarImporter(memoryStore);
const router = new Router();

router.post("/users/:id/avatar/import", async (ctx) => {
  const { url } = ctx.request.body || {};
  if (!looksLikeCdnUrl(url)) {
    ctx.status = 422;
    ctx.body = { error: "avatars must come from our CDN" };
    return;
  }
  ctx.body = await importer.importFrom(Number(ctx.params.id), url);
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
