// corpus: CWE-943 vulnerable — customerId and status from the JSON body are copied into a MongoDB filter as-is, so objects like {"$ne": null} become operators.
import { Body, Controller, Inject, Injectable, Module, Post } from "@nestjs/common";
import { Collection, Db, MongoClient } from "mongodb";

const MONGO_DB = "MONGO_DB";

interface OrderDoc {
  _id: string;
  customerId: string;
  status: string;
  totalCents: number;
  createdAt: Date;
}

export class OrderSearchDto {
  customerId: any;
  status?: any;
  page?: number;
}

@Injectable()
export class OrderRepository {
  private readonly orders: Collection<OrderDoc>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.orders = db.collection<OrderDoc>("orders");
  }

  find(criteria: Record<string, unknown>, page: number) {
    return this.orders
      .find(criteria)
      .sort({ createdAt: -1 })
      .skip(page * 20)
      .limit(20)
      .project({ customerId: 1, status: 1, totalCents: 1, createdAt: 1 })
      .toArray();
  }
}

@Injectable()
export class OrderSearchService {
  constructor(private readonly repo: OrderRepository) {}

  search(dto: OrderSearchDto) {
    const criteria: Record<string, unknown> = { customerId: dto.customerId };
    if (dto.status !== undefined) criteria.status = dto.status;
    const page = Math.max(0, Math.floor(Number(dto.page) || 0));
    return this.repo.find(criteria, page);
  }
}

@Controller("orders")
export class OrderSearchController {
  constructor(private readonly service: OrderSearchService) {}

  @Post("search")
  search(@Body() dto: OrderSearchDto) {
    return this.service.search(dto);
  }
}

@Module({
  controllers: [OrderSearchController],
  providers: [
    OrderRepository,
    OrderSearchService,
    {
      provide: MONGO_DB,
      useFactory: async () => (await MongoClient.connect(process.env.MONGO_URL ?? "mongodb://localhost")).db("shop"),
    },
  ],
})
export class OrdersModule {}
