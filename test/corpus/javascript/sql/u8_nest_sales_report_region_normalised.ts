// corpus: CWE-89 vulnerable — the region query value is only trimmed and upper-cased by normaliseRegion before SalesReportRepository splices it into the raw SQL text passed to DataSource.query.
import { Controller, Get, Injectable, Module, Query } from "@nestjs/common";
import { InjectDataSource, TypeOrmModule } from "@nestjs/typeorm";
import { DataSource } from "typeorm";

export interface SalesReportCriteria {
  region: string;
  from: Date;
  to: Date;
}

export interface SalesRow {
  sku: string;
  units: number;
  revenue: string;
}

function normaliseRegion(raw: string | undefined): string {
  // Regions arrive as "emea", " Emea " or "EMEA" from different dashboards.
  return (raw ?? "EMEA").trim().toUpperCase();
}

function parseDay(raw: string | undefined, fallback: Date): Date {
  const parsed = raw ? new Date(raw) : fallback;
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
}

@Injectable()
export class SalesReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totalsBySku(criteria: SalesReportCriteria): Promise<SalesRow[]> {
    const sql = `
      SELECT o.sku, SUM(o.quantity) AS units, SUM(o.quantity * o.unit_price) AS revenue
        FROM order_lines o
        JOIN stores s ON s.id = o.store_id
       WHERE s.region = '${criteria.region}'
         AND o.created_at BETWEEN $1 AND $2
       GROUP BY o.sku
       ORDER BY revenue DESC
       LIMIT 100`;
    return this.dataSource.query(sql, [criteria.from, criteria.to]);
  }
}

@Injectable()
export class SalesReportService {
  constructor(private readonly repository: SalesReportRepository) {}

  topSellers(criteria: SalesReportCriteria): Promise<SalesRow[]> {
    return this.repository.totalsBySku(criteria);
  }
}

@Controller("reports/sales")
export class SalesReportController {
  constructor(private readonly reports: SalesReportService) {}

  @Get("top")
  top(@Query("region") region?: string, @Query("from") from?: string, @Query("to") to?: string): Promise<SalesRow[]> {
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
    return this.reports.topSellers({
      region: normaliseRegion(region),
      from: parseDay(from, monthAgo),
      to: parseDay(to, now),
    });
  }
}

@Module({
  imports: [TypeOrmModule.forRoot({ type: "postgres", url: process.env.DATABASE_URL })],
  controllers: [SalesReportController],
  providers: [SalesReportService, SalesReportRepository],
})
export class SalesReportModule {}
