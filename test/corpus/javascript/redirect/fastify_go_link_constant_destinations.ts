// corpus: CWE-601 safe — the path parameter only chooses a key of a constant destination map; unknown keys go to the home page.
import Fastify, { FastifyRequest } from "fastify";

const DESTINATIONS: Readonly<Record<string, string>> = Object.freeze({
  docs: "https://docs.example.com/",
  status: "https://status.example.com/",
  pricing: "/pricing",
  support: "https://support.example.com/hc/en-us",
});

class GoLinkResolver {
  private hits = new Map<string, number>();

  resolve(key: string): string {
    if (!Object.hasOwn(DESTINATIONS, key)) return "/";
    this.hits.set(key, (this.hits.get(key) ?? 0) + 1);
    return DESTINATIONS[key];
  }

  stats() {
    return Object.fromEntries(this.hits);
  }
}

const resolver = new GoLinkResolver();
const app = Fastify();

app.get("/go/:key", async (request: FastifyRequest<{ Params: { key: string } }>, reply) => {
  const target = resolver.resolve(request.params.key.toLowerCase());
  return reply.redirect(target, 302);
});

app.get("/go-stats", async () => resolver.stats());

app.listen({ port: 3000 });
