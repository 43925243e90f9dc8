// corpus: CWE-601 safe — the `next` query value is only a key into a frozen table of in-site paths; unknown keys fall back to "/", so reply.redirect never receives request text.
const Fastify = require("fastify");

const DESTINATIONS = Object.freeze({
  home: "/",
  pricing: "/pricing",
  docs: "/docs/getting-started",
  account: "/account/settings",
});

const LOCALES = new Set(["en", "de", "fr", "ja"]);

function destinationFor(key) {
  return Object.prototype.hasOwnProperty.call(DESTINATIONS, key) ? DESTINATIONS[key] : DESTINATIONS.home;
}

class LocaleSwitcher {
  constructor(cookieName) {
    this.cookieName = cookieName;
  }

  apply(reply, locale) {
    reply.header("set-cookie", `${this.cookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
}

const switcher = new LocaleSwitcher("lang");
const app = Fastify({ logger: true });

app.get("/locale/:locale", async (request, reply) => {
  const { locale } = request.params;
  if (!LOCALES.has(locale)) {
    return reply.code(404).send({ error: "unsupported locale" });
  }
  switcher.apply(reply, locale);
  const target = destinationFor(request.query.next);
  return reply.redirect(target);
});

app.listen({ port: 3000 });
