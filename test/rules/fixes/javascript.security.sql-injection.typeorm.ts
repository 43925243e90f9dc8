import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Column, DataSource, Entity, PrimaryGeneratedColumn, Repository } from "typeorm";

@Entity("invoices")
class Invoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  status!: string;
}

interface InvoiceFilter {
  status?: string;
  sort?: string;
}

@Injectable()
class InvoiceService {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>, private readonly dataSource: DataSource) {}

  search(filter: InvoiceFilter) {
    const qb = this.invoices.createQueryBuilder("i").take(50);
    if (filter.status) {
      // ok: javascript.security.sql-injection
      qb.andWhere("i.status = :status", { status: filter.status });
      // ruleid: javascript.security.sql-injection
      qb.orWhere(`i.previous_status = '${filter.status}'`);
    }
    return qb.getMany();
  }

  async archiveLatest(status: string) {
    // The row a query builder fetched is the database's, not the clauses that chose it.
    const latest = await this.dataSource.createQueryBuilder().select("i.id", "id").from("invoices", "i").where("i.status = :status", { status }).getRawOne();
    // ok: javascript.security.sql-injection
    return this.dataSource.query(`UPDATE invoices SET archived = true WHERE id = ${latest.id}`);
  }

  count(status: string) {
    // ruleid: javascript.security.sql-injection
    return this.dataSource.query('SELECT count(*) FROM invoices WHERE status = ?', [status]);
  }
}

@Controller("invoices")
class InvoiceController {
  constructor(private readonly service: InvoiceService) {}

  @Get()
  list(@Query("status") status: string) {
    return this.service.search({ status });
  }

  @Get("count")
  count(@Query("status") status: string) {
    return this.service.count(status);
  }
}
