// corpus: CWE-89 safe — the search helper interpolates only opts.table, always a constant, and binds the request term as $1.
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

interface TextSearchOptions {
  table: string;
  column: string;
  term: string;
  limit: number;
}

async function textSearch(ds: DataSource, opts: TextSearchOptions): Promise<unknown[]> {
  const sql =
    `SELECT id, actor, action, created_at FROM ${opts.table} ` +
    `WHERE ${opts.column} ILIKE '%' || $1 || '%' ORDER BY created_at DESC LIMIT ${opts.limit}`;
  return ds.query(sql, [opts.term]);
}

@Injectable()
export class AuditSearchService {
  private static readonly PAGE_SIZE = 100;

  constructor(private readonly dataSource: DataSource) {}

  byAction(term: string) {
    return textSearch(this.dataSource, {
      table: "audit_events",
      column: "action",
      term,
      limit: AuditSearchService.PAGE_SIZE,
    });
  }

  byActor(term: string) {
    return textSearch(this.dataSource, {
      table: "audit_events",
      column: "actor",
      term,
      limit: AuditSearchService.PAGE_SIZE,
    });
  }
}

@Controller("audit")
export class AuditController {
  constructor(private readonly audit: AuditSearchService) {}

  @Get("search")
  async search(@Query("q") q = "", @Query("field") field = "action") {
    const term = q.slice(0, 200);
    const rows = field === "actor" ? await this.audit.byActor(term) : await this.audit.byAction(term);
    return { count: rows.length, rows };
  }
}
