// corpus: CWE-1333 vulnerable — the prefix query parameter is placed in a RegExp(...) call and run over every SKU.
import { Controller, Get, Query } from "@nestjs/common";

const SKUS = ["TBL-0001", "TBL-0002", "CHR-0100", "LMP-2000"];

@Controller("catalog")
export class CatalogController {
  @Get("skus")
  byPrefix(@Query("prefix") prefix: string) {
    const pattern = RegExp(`^${prefix}`);
    return SKUS.filter((sku) => pattern.test(sku));
  }
}
