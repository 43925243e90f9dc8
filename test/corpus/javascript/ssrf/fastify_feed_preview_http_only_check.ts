// corpus: CWE-918 vulnerable — the feed URL helper checks the host allow-list only for http: URLs, so any https: URL from the body is fetched.
import Fastify, { FastifyRequest } from "fastify";

const TRUSTED_FEED_HOSTS = new Set(["feeds.feedburner.com", "rss.nytimes.com", "feeds.bbci.co.uk"]);

function checkFeedUrl(raw: string): URL {
  const url = new URL(raw);
  if (url.protocol === "http:") {
    if (!TRUSTED_FEED_HOSTS.has(url.hostname)) {
      throw new Error("untrusted feed host");
    }
  } else if (url.protocol !== "https:") {
    throw new Error("unsupported scheme");
  }
  return url;
}

class FeedPreviewService {
  async preview(feedUrl: URL) {
    const response = await fetch(feedUrl, { headers: { accept: "application/rss+xml, application/xml" } });
    const xml = await response.text();
    const titles = [...xml.matchAll(/<title>([^<]{1,200})<\/title>/g)].slice(0, 10).map((m) => m[1]);
    return { status: response.status, titles };
  }
}

const previews = new FeedPreviewService();
const app = Fastify();

app.post("/feeds/preview", async (request: FastifyRequest<{ Body: { url: string } }>, reply) => {
  let feedUrl: URL;
  try {
    feedUrl = checkFeedUrl(String(request.body?.url ?? ""));
  } catch (err) {
    return reply.code(400).send({ error: (err as Error).message });
  }
  return previews.preview(feedUrl);
});

app.listen({ port: 3000 });
