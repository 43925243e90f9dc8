// corpus: CWE-89 safe — knex.raw receives the tenant id and search term as positional bindings, never as SQL text.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const createKnex = require("knex");

const db = createKnex({ client: "mysql2", connection: process.env.MYSQL_URL });

class ContactService {
  constructor(knex) {
    this.knex = knex;
  }

  async search(tenantId, term, tags) {
    const like = `%${term.replace(/[%_\\]/g, (c) => "\\" + c)}%`;
    const tagFilter = tags.length ? `AND t.name IN (${tags.map(() => "?").join(", ")})` : "";
    const result = await this.knex.raw(
      `SELECT DISTINCT c.id, c.full_name, c.email
         FROM contacts c
         LEFT JOIN contact_tags t ON t.contact_id = c.id
        WHERE c.tenant_id = ? AND (c.full_name LIKE ? OR c.email LIKE ?) ${tagFilter}
        ORDER BY c.full_name
        LIMIT 50`,
      [tenantId, like, like, ...tags]
    );
    return result[0];
  }
}

const contacts = new ContactService(db);
const router = new Router({ prefix: "/api" });

router.post("/tenants/:tenant/contacts/search", async (ctx) => {
  const { term = "", tags = [] } = ctx.request.body;
  const tagList = Array.isArray(tags) ? tags.map(String).slice(0, 10) : [];
  ctx.body = await contacts.search(ctx.params.tenant, String(term), tagList);
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
