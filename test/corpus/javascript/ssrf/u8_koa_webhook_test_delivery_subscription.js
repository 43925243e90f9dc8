// corpus: CWE-918 vulnerable — the callback URL from the request body is stored on the subscription object and WebhookDeliverer posts the test event to it with axios, from inside the private network.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const axios = require("axios");
const crypto = require("node:crypto");

class WebhookDeliverer {
  constructor(http) {
    this.http = http;
  }

  sign(secret, payload) {
    return crypto.createHmac("sha256", secret).update(payload).digest("hex");
  }

  async deliver(subscription, event) {
    const payload = JSON.stringify(event);
    const response = await this.http.post(subscription.callbackUrl, payload, {
      headers: {
        "content-type": "application/json",
        "x-signature": this.sign(subscription.secret, payload),
      },
      timeout: 5000,
      validateStatus: () => true,
    });
    return { status: response.status, body: String(response.data).slice(0, 2000) };
  }
}

const deliverer = new WebhookDeliverer(axios.create({ maxRedirects: 0 }));
const router = new Router();

router.post("/integrations/webhooks/test", async (ctx) => {
  const { url, events } = ctx.request.body || {};
  if (typeof url !== "string" || !url.startsWith("http")) {
    ctx.throw(400, "callback url required");
  }
  const subscription = {
    id: crypto.randomUUID(),
    callbackUrl: url,
    secret: crypto.randomBytes(24).toString("hex"),
    events: Array.isArray(events) ? events : ["ping"],
  };
  const result = await deliverer.deliver(subscription, { type: "ping", at: new Date().toISOString() });
  ctx.body = { delivered: result.status < 400, response: result };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
