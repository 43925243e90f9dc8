// corpus: CWE-89 vulnerable — the region query parameter is placed in a template literal given to sequelize.query.
import { Controller, Get, Query } from "@nestjs/common";
import { QueryTypes, Sequelize } from "sequelize";

@Controller("reports")
export class SalesReportController {
  constructor(private readonly sequelize: Sequelize) {}

  @Get("sales")
  async salesByRegion(@Query("region") region: string) {
    const sql = `SELECT region, SUM(amount) AS total
                 FROM sales
                 WHERE region = '${region}'
                 GROUP BY region`;
    return this.sequelize.query(sql, { type: QueryTypes.SELECT });
  }
}
