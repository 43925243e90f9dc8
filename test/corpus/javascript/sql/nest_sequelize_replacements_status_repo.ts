// corpus: CWE-89 safe — the repository passes status and dates as named replacements; only the constant table name is interpolated.
import { Body, Controller, Injectable, Post } from "@nestjs/common";
import { InjectConnection } from "@nestjs/sequelize";
import { QueryTypes, Sequelize } from "sequelize";

const TABLES = { tickets: "support_tickets", history: "support_ticket_history" } as const;

export class TicketReportDto {
  status!: string;
  from!: string;
  to!: string;
  assignee?: string;
}

@Injectable()
export class TicketRepository {
  constructor(@InjectConnection() private readonly sequelize: Sequelize) {}

  countByDay(dto: TicketReportDto) {
    const assigneeClause = dto.assignee ? "AND assignee = :assignee" : "";
    return this.sequelize.query(
      `SELECT date_trunc('day', opened_at) AS day, count(*) AS opened
         FROM ${TABLES.tickets}
        WHERE status = :status
          AND opened_at BETWEEN :from AND :to
          ${assigneeClause}
        GROUP BY 1 ORDER BY 1`,
      {
        replacements: { status: dto.status, from: dto.from, to: dto.to, assignee: dto.assignee ?? null },
        type: QueryTypes.SELECT,
      }
    );
  }
}

@Injectable()
export class TicketReportService {
  constructor(private readonly repo: TicketRepository) {}

  async daily(dto: TicketReportDto) {
    const rows = await this.repo.countByDay(dto);
    return { status: dto.status, days: rows };
  }
}

@Controller("reports/tickets")
export class TicketReportController {
  constructor(private readonly reports: TicketReportService) {}

  @Post("daily")
  daily(@Body() dto: TicketReportDto) {
    return this.reports.daily(dto);
  }
}
