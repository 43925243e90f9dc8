/**
 * Generates realistic source files of a target size per language: a service module's worth of handlers,
 * helpers and data access, with the occasional real problem (an injectable query, a debug print) as in real code.
 */
import type { Language } from '../../shared/src/contract';
import { ANALYSED_LANGUAGES } from '../../shared/src/review/languages/registry';

/** Every analysed language has a generator (a test of the benches holds that); the benches run them all. */
export type BenchLanguage = Language;

type Unit = (i: number) => string;

const UNITS: Partial<Record<Language, { header: string; units: Unit[]; footer?: string }>> = {
  javascript: {
    header: "'use strict';\nconst express = require('express');\nconst db = require('./db');\n\nconst router = express.Router();\n\n",
    units: [
      (i) => `router.get('/orders/${i}/:id', async (req, res, next) => {
  try {
    const order = await db.query('SELECT id, status, total FROM orders WHERE id = ? LIMIT 1', [req.params.id]);
    if (!order) {
      return res.status(404).json({ error: 'not found' });
    }
    return res.json(order);
  } catch (error) {
    return next(error);
  }
});
`,
      (i) => `function orderTotal${i}(items, taxRate) {
  let subtotal = 0;
  for (const item of items) {
    subtotal += item.priceCents * item.quantity;
  }
  const tax = Math.round(subtotal * taxRate);
  return { subtotal, tax, total: subtotal + tax };
}
`,
      (i) => `async function findCustomer${i}(email) {
  const rows = await db.query("SELECT * FROM customers WHERE email = '" + email + "'");
  console.log('lookup', email);
  return rows[0] ?? null;
}
`,
      (i) => `class InventoryCache${i} {
  constructor(ttlMs) {
    this.ttlMs = ttlMs;
    this.entries = new Map();
  }

  get(sku) {
    const entry = this.entries.get(sku);
    if (entry && Date.now() - entry.at < this.ttlMs) {
      return entry.value;
    }
    this.entries.delete(sku);
    return undefined;
  }
}
`,
    ],
    footer: '\nmodule.exports = router;\n',
  },
  typescript: {
    header: "import type { Request, Response } from 'express';\nimport { db } from './db';\n\n",
    units: [
      (i) => `export interface Order${i} {
  id: string;
  status: 'open' | 'paid' | 'shipped';
  totalCents: number;
}

export async function getOrder${i}(req: Request, res: Response): Promise<void> {
  const order = await db.query<Order${i}>('SELECT id, status, total_cents FROM orders WHERE id = $1 LIMIT 1', [req.params.id]);
  if (!order) {
    res.status(404).json({ error: 'not found' });
    return;
  }
  res.json(order);
}
`,
      (i) => `export function applyCoupon${i}(totalCents: number, percent: number): number {
  if (percent < 0 || percent > 100) {
    throw new RangeError('percent must be between 0 and 100');
  }
  return Math.round(totalCents * (100 - percent) / 100);
}
`,
      (i) => `export async function searchProducts${i}(term: string): Promise<unknown[]> {
  const rows = await db.query(\`SELECT * FROM products WHERE name LIKE '%\${term}%'\`);
  console.log('search', term, rows.length);
  return rows;
}
`,
    ],
  },
  python: {
    header: '"""Order service."""\nimport sqlite3\nfrom dataclasses import dataclass\n\n\n',
    units: [
      (i) => `@dataclass
class Order${i}:
    id: str
    status: str
    total_cents: int


def load_order_${i}(conn: sqlite3.Connection, order_id: str) -> Order${i} | None:
    cursor = conn.cursor()
    cursor.execute("SELECT id, status, total_cents FROM orders WHERE id = ? LIMIT 1", (order_id,))
    row = cursor.fetchone()
    if row is None:
        return None
    return Order${i}(*row)


`,
      (i) => `def order_total_${i}(items: list[dict], tax_rate_percent: int) -> int:
    subtotal = 0
    for item in items:
        subtotal += item["price_cents"] * item["quantity"]
    tax = subtotal * tax_rate_percent // 100
    return subtotal + tax


`,
      (i) => `def find_customer_${i}(conn: sqlite3.Connection, email: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT * FROM customers WHERE email = '{email}'")
    print("lookup", email)
    return cursor.fetchone()


`,
    ],
  },
  go: {
    header: 'package orders\n\nimport (\n\t"database/sql"\n\t"fmt"\n)\n\n',
    units: [
      (i) => `type Order${i} struct {
\tID         string
\tStatus     string
\tTotalCents int64
}

func LoadOrder${i}(db *sql.DB, id string) (*Order${i}, error) {
\tvar o Order${i}
\trow := db.QueryRow("SELECT id, status, total_cents FROM orders WHERE id = ? LIMIT 1", id)
\tif err := row.Scan(&o.ID, &o.Status, &o.TotalCents); err != nil {
\t\treturn nil, fmt.Errorf("load order %s: %w", id, err)
\t}
\treturn &o, nil
}

`,
      (i) => `func FindCustomer${i}(db *sql.DB, email string) (*sql.Rows, error) {
\treturn db.Query(fmt.Sprintf("SELECT * FROM customers WHERE email = '%s'", email))
}

`,
    ],
  },
  java: {
    header: 'package shop;\n\nimport java.sql.*;\nimport java.util.*;\n\npublic class OrderService {\n',
    units: [
      (i) => `
    public Optional<String> loadStatus${i}(Connection conn, String id) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT status FROM orders WHERE id = ? LIMIT 1")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        }
    }
`,
      (i) => `
    public ResultSet findCustomer${i}(Connection conn, String email) throws SQLException {
        Statement st = conn.createStatement();
        return st.executeQuery("SELECT * FROM customers WHERE email = '" + email + "'");
    }
`,
    ],
    footer: '}\n',
  },
};

/** A file of at most `targetChars` characters, filled with whole units as close to it as they go. */
function unitsOf(language: Language): { header: string; units: Unit[]; footer?: string } {
  const found = UNITS[language];
  if (!found) throw new Error(`no bench generator for ${language}: add its units to test/bench/generate.ts`);
  return found;
}

export function generateFile(language: BenchLanguage, targetChars: number): string {
  const { header, units, footer = '' } = unitsOf(language);
  let body = header;
  for (let i = 0; ; i++) {
    const unit = units[i % units.length]!(i);
    if (body.length + unit.length + footer.length > targetChars) break;
    body += unit;
  }
  return body + footer;
}

/** A file of at least `targetLines` lines, built from the same units. */
export function generateLines(language: BenchLanguage, targetLines: number): string {
  const { header, units, footer = '' } = unitsOf(language);
  let body = header;
  let lines = header.split('\n').length;
  for (let i = 0; lines < targetLines; i++) {
    const unit = units[i % units.length]!(i);
    body += unit;
    lines += unit.split('\n').length - 1;
  }
  return body + footer;
}

/** The analysed languages, in the registry's order, each with its generator. */
export const BENCH_LANGUAGES: readonly Language[] = ANALYSED_LANGUAGES;

/** Languages the registry analyses that have no generator yet (the bench refuses to run without them). */
export function languagesWithoutGenerator(): Language[] {
  return ANALYSED_LANGUAGES.filter((language) => !UNITS[language]);
}
