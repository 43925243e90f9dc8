// corpus: CWE-943 safe — the route's JSON schema requires code to be a string matching ^[A-Z0-9]{10}$, so Fastify rejects operator objects before the filter is built.
import Fastify, { FastifyReply, FastifyRequest } from "fastify";
import { Collection, MongoClient } from "mongodb";

interface Coupon {
  code: string;
  percentOff: number;
  redeemedBy: string | null;
  expiresAt: Date;
}

interface RedeemBody {
  code: string;
  cartId: string;
}

const redeemSchema = {
  body: {
    type: "object",
    required: ["code", "cartId"],
    additionalProperties: false,
    properties: {
      code: { type: "string", pattern: "^[A-Z0-9]{10}$" },
      cartId: { type: "string", minLength: 1, maxLength: 64 },
    },
  },
} as const;

class CouponStore {
  constructor(private readonly coupons: Collection<Coupon>) {}

  async claim(code: RedeemBody["code"], userId: string): Promise<Coupon | null> {
    return this.coupons.findOneAndUpdate(
      { code, redeemedBy: null, expiresAt: { $gt: new Date() } },
      { $set: { redeemedBy: userId } },
      { returnDocument: "after" }
    );
  }
}

class CouponController {
  constructor(private readonly store: CouponStore) {}

  redeem = async (req: FastifyRequest<{ Body: RedeemBody }>, reply: FastifyReply) => {
    const userId = req.headers["x-authenticated-user"];
    if (typeof userId !== "string") return reply.code(401).send({ error: "unauthenticated" });
    const { code, cartId } = req.body;
    const coupon = await this.store.claim(code, userId);
    if (!coupon) return reply.code(404).send({ error: "coupon not valid" });
    return { cartId, percentOff: coupon.percentOff };
  };
}

async function main() {
  const client = await MongoClient.connect(process.env.MONGO_URL ?? "mongodb://localhost:27017");
  const store = new CouponStore(client.db("shop").collection<Coupon>("coupons"));
  const controller = new CouponController(store);

  const app = Fastify({ logger: true });
  app.post<{ Body: RedeemBody }>("/cart/coupons/redeem", { schema: redeemSchema }, controller.redeem);
  await app.listen({ port: 8080, host: "0.0.0.0" });
}

void main();
