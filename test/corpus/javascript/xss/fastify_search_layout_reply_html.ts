// corpus: CWE-79 vulnerable — the search term is written into the results heading of an HTML page sent with reply.type("text/html").
import Fastify, { FastifyRequest } from "fastify";
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

interface Article {
  id: number;
  title: string;
}

function layout(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
}

function resultList(items: Article[]): string {
  if (items.length === 0) return "<p>No matches.</p>";
  const lis = items.map((a) => `<li><a href="/articles/${Number(a.id)}">#${Number(a.id)}</a></li>`).join("");
  return `<ul>${lis}</ul>`;
}

class ArticleSearch {
  constructor(private readonly db: Pool) {}

  async find(term: string): Promise<Article[]> {
    const { rows } = await this.db.query<Article>(
      "SELECT id, title FROM articles WHERE to_tsvector(title) @@ plainto_tsquery($1) LIMIT 20",
      [term]
    );
    return rows;
  }
}

const search = new ArticleSearch(pool);
const app = Fastify();

app.get("/search", async (request: FastifyRequest<{ Querystring: { q?: string } }>, reply) => {
  const term = (request.query.q ?? "").trim();
  const items = term ? await search.find(term) : [];
  const heading = `<h1>Results for "${term}"</h1>`;
  reply.type("text/html; charset=utf-8");
  return reply.send(layout("Search", heading + resultList(items)));
});

app.listen({ port: 3000 });
