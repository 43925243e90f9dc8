// corpus: CWE-89 vulnerable — the sort column is allow-listed but the direction query value is interpolated unchecked into orderByRaw.
const Koa = require("koa");
const Router = require("@koa/router");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

const SORTABLE = ["created_at", "title", "price"];

function sortSpec(query) {
  const column = SORTABLE.includes(query.sort) ? query.sort : "created_at";
  const direction = query.dir || "desc";
  return { column, direction };
}

class ListingRepository {
  constructor(db) {
    this.db = db;
  }

  page({ categoryId, sort, offset }) {
    return this.db("listings")
      .select("id", "title", "price", "created_at")
      .where({ category_id: categoryId, archived: false })
      .orderByRaw(`${sort.column} ${sort.direction} NULLS LAST`)
      .limit(25)
      .offset(offset);
  }
}

const listings = new ListingRepository(knex);
const router = new Router();

router.get("/categories/:id/listings", async (ctx) => {
  const categoryId = Number(ctx.params.id);
  if (!Number.isInteger(categoryId)) {
    ctx.status = 400;
    return;
  }
  const page = Math.max(0, Number.parseInt(ctx.query.page || "0", 10) || 0);
  ctx.body = await listings.page({ categoryId, sort: sortSpec(ctx.query), offset: page * 25 });
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
