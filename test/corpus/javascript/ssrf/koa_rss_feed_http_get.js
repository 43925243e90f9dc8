// corpus: CWE-918 vulnerable — http.get is called with the feed URL from the Koa query string.
const Koa = require("koa");
const http = require("http");

const app = new Koa();

function download(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let data = "";
        res.on("data", (chunk) => (data += chunk));
        res.on("end", () => resolve(data));
      })
      .on("error", reject);
  });
}

app.use(async (ctx) => {
  if (ctx.path !== "/feeds/import") return;
  const xml = await download(ctx.query.feed);
  ctx.body = { bytes: xml.length };
});

app.listen(3000);
