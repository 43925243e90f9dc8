// corpus: CWE-943 safe — the $where expression only embeds a threshold parsed to an integer; the warehouse name is matched with $eq on a String().
import Fastify, { FastifyRequest } from "fastify";
import { MongoClient, Collection } from "mongodb";

interface StockItem {
  sku: string;
  warehouse: string;
  onHand: number;
  reserved: number;
}

function parseThreshold(raw: unknown): number | null {
  const n = Number.parseInt(String(raw ?? "10"), 10);
  return Number.isInteger(n) && n >= 0 && n <= 100000 ? n : null;
}

class StockQueries {
  constructor(private readonly items: Collection<StockItem>) {}

  lowAvailability(warehouse: string, threshold: number) {
    return this.items
      .find({
        warehouse: { $eq: warehouse },
        $where: `this.onHand - this.reserved < ${threshold}`,
      })
      .project({ sku: 1, onHand: 1, reserved: 1 })
      .limit(200)
      .toArray();
  }
}

type LowStockRequest = FastifyRequest<{ Querystring: { warehouse?: string; below?: string } }>;

async function main() {
  const client = await MongoClient.connect(process.env.MONGO_URL ?? "mongodb://localhost:27017");
  const queries = new StockQueries(client.db("inventory").collection<StockItem>("stock"));
  const app = Fastify();

  app.get("/stock/low", async (request: LowStockRequest, reply) => {
    const threshold = parseThreshold(request.query.below);
    if (threshold === null) return reply.code(400).send({ error: "below must be a non-negative integer" });
    const warehouse = String(request.query.warehouse ?? "main");
    return { warehouse, threshold, items: await queries.lowAvailability(warehouse, threshold) };
  });

  await app.listen({ port: 3000 });
}

main();
