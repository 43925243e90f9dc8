// corpus: CWE-89 safe — the sort column comes from a fixed Map of column names (unknown keys fall back to a default) and every request value reaches sequelize.query as a named replacement.
const express = require("express");
const { Sequelize, QueryTypes } = require("sequelize");

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

const SORTABLE = new Map([
  ["opened", "t.created_at"],
  ["updated", "t.updated_at"],
  ["priority", "t.priority"],
]);

function sortClause(sortKey, direction) {
  const column = SORTABLE.get(String(sortKey)) || "t.created_at";
  const dir = direction === "asc" ? "ASC" : "DESC";
  return `${column} ${dir}`;
}

class TicketQueries {
  constructor(db) {
    this.db = db;
  }

  async listForQueue(queueId, { status, sort, direction, limit }) {
    const orderBy = sortClause(sort, direction);
    return this.db.query(
      `SELECT t.id, t.subject, t.status, t.priority, t.updated_at
         FROM tickets t
        WHERE t.queue_id = :queueId
          AND (:status IS NULL OR t.status = :status)
        ORDER BY ${orderBy}
        LIMIT :limit`,
      {
        replacements: { queueId, status: status || null, limit },
        type: QueryTypes.SELECT,
      },
    );
  }
}

const tickets = new TicketQueries(sequelize);
const app = express();

app.get("/queues/:queueId/tickets", async (req, res, next) => {
  try {
    const limit = Math.min(Number.parseInt(req.query.limit, 10) || 25, 100);
    const rows = await tickets.listForQueue(req.params.queueId, {
      status: req.query.status,
      sort: req.query.sort,
      direction: req.query.direction,
      limit,
    });
    res.json({ tickets: rows });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
