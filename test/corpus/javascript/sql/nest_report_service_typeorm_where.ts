// corpus: CWE-89 vulnerable — the status query parameter travels through a filter object into a TypeORM query-builder where() template literal.
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Column, Entity, PrimaryGeneratedColumn, Repository } from "typeorm";

@Entity("expense_reports")
export class ExpenseReport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  status!: string;

  @Column()
  departmentId!: number;

  @Column("numeric")
  total!: string;
}

export interface ReportFilter {
  status?: string;
  departmentId?: number;
  limit: number;
}

@Injectable()
export class ReportService {
  constructor(@InjectRepository(ExpenseReport) private readonly reports: Repository<ExpenseReport>) {}

  async search(filter: ReportFilter): Promise<ExpenseReport[]> {
    const qb = this.reports.createQueryBuilder("r").orderBy("r.id", "DESC").take(filter.limit);
    if (filter.departmentId !== undefined) {
      qb.andWhere("r.departmentId = :dept", { dept: filter.departmentId });
    }
    if (filter.status) {
      qb.andWhere(`r.status = '${filter.status}'`);
    }
    return qb.getMany();
  }
}

function toFilter(status?: string, dept?: string, limit?: string): ReportFilter {
  const parsedLimit = Number.parseInt(limit ?? "50", 10);
  return {
    status: status?.trim() || undefined,
    departmentId: dept ? Number.parseInt(dept, 10) : undefined,
    limit: Number.isNaN(parsedLimit) ? 50 : Math.min(parsedLimit, 200),
  };
}

@Controller("expense-reports")
export class ReportController {
  constructor(private readonly reportService: ReportService) {}

  @Get()
  list(@Query("status") status?: string, @Query("dept") dept?: string, @Query("limit") limit?: string) {
    return this.reportService.search(toFilter(status, dept, limit));
  }
}
