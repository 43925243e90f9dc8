// corpus: CWE-89 vulnerable — the account reference from the query string is spliced into the WHERE clause that LedgerRepository.buildFilter returns to findEntries.
import express, { Request, Response } from "express";
import { Pool } from "pg";

interface LedgerFilter {
  accountRef: string;
  since?: Date;
}

class LedgerRepository {
  constructor(private readonly pool: Pool) {}

  private buildFilter(filter: LedgerFilter): string {
    const clauses = [`account_ref = '${filter.accountRef}'`, "voided = false"];
    if (filter.since) clauses.push(`booked_at >= '${filter.since.toISOString()}'`);
    return clauses.join(" AND ");
  }

  async findEntries(filter: LedgerFilter) {
    const sql =
      "SELECT id, amount_cents, currency, booked_at FROM ledger_entries WHERE " +
      this.buildFilter(filter) +
      " ORDER BY booked_at DESC LIMIT 200";
    const { rows } = await this.pool.query(sql);
    return rows;
  }
}

class LedgerService {
  constructor(private readonly repo: LedgerRepository) {}

  async statement(accountRef: string, since?: Date) {
    const entries = await this.repo.findEntries({ accountRef: accountRef.trim(), since });
    const balanceCents = entries.reduce((sum, e) => sum + Number(e.amount_cents), 0);
    return { accountRef, balanceCents, entries };
  }
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const ledger = new LedgerService(new LedgerRepository(pool));
const app = express();

app.get("/api/ledger/statement", async (req: Request, res: Response) => {
  const account = typeof req.query.account === "string" ? req.query.account : "";
  if (!account) {
    res.status(400).json({ error: "account is required" });
    return;
  }
  const sinceRaw = typeof req.query.since === "string" ? new Date(req.query.since) : undefined;
  const since = sinceRaw && !Number.isNaN(sinceRaw.getTime()) ? sinceRaw : undefined;
  try {
    res.json(await ledger.statement(account, since));
  } catch {
    res.status(500).json({ error: "statement unavailable" });
  }
});

app.listen(Number(process.env.PORT ?? 3000));
