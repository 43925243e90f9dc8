// corpus: CWE-89 safe — LedgerRepository.buildFilter emits $n placeholders and returns the account reference as a bound value, so the query text never contains input.
import express, { Request, Response } from "express";
import { Pool } from "pg";

interface LedgerFilter {
  accountRef: string;
  since?: Date;
}

interface BuiltFilter {
  where: string;
  values: unknown[];
}

class LedgerRepository {
  constructor(private readonly pool: Pool) {}

  private buildFilter(filter: LedgerFilter): BuiltFilter {
    const values: unknown[] = [filter.accountRef];
    const clauses = ["account_ref = $1", "voided = false"];
    if (filter.since) {
      values.push(filter.since);
      clauses.push(`booked_at >= $${values.length}`);
    }
    return { where: clauses.join(" AND "), values };
  }

  async findEntries(filter: LedgerFilter) {
    const { where, values } = this.buildFilter(filter);
    const sql =
      "SELECT id, amount_cents, currency, booked_at FROM ledger_entries WHERE " +
      where +
      " ORDER BY booked_at DESC LIMIT 200";
    const { rows } = await this.pool.query(sql, values);
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
