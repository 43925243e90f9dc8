// corpus: CWE-89 vulnerable — the region helper allow-lists two-letter codes, but any longer value falls through into an ILIKE clause run by $queryRawUnsafe.
import type { NextApiRequest, NextApiResponse } from "next";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

const REGION_CODES = ["NA", "EU", "AP", "LA"];

function regionClause(region: string): string {
  if (region.length === 2) {
    const code = region.toUpperCase();
    if (!REGION_CODES.includes(code)) {
      throw new Error("unknown region");
    }
    return `s.region_code = '${code}'`;
  }
  return `s.region_name ILIKE '%${region}%'`;
}

class StoreDirectory {
  constructor(private readonly db: PrismaClient) {}

  async storesIn(region: string, openOnly: boolean) {
    const conditions = [regionClause(region)];
    if (openOnly) conditions.push("s.closed_at IS NULL");
    return this.db.$queryRawUnsafe<Array<{ id: number; name: string; city: string }>>(
      `SELECT s.id, s.name, s.city FROM stores s WHERE ${conditions.join(" AND ")} ORDER BY s.name`
    );
  }
}

const directory = new StoreDirectory(prisma);

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") {
    res.setHeader("Allow", "GET");
    return res.status(405).end();
  }
  const region = typeof req.query.region === "string" ? req.query.region.trim() : "";
  if (!region) return res.status(400).json({ error: "region is required" });
  try {
    const stores = await directory.storesIn(region, req.query.open === "1");
    res.status(200).json({ stores });
  } catch (err) {
    res.status(400).json({ error: (err as Error).message });
  }
}
