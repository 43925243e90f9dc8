// corpus: CWE-22 safe — resolveInside resolves the requested file under the tenant's invoice folder and rejects any result that leaves it, so the fs read never escapes the folder.
import type { NextApiRequest, NextApiResponse } from "next";
import { promises as fs } from "node:fs";
import path from "node:path";

const INVOICE_ROOT = path.resolve(process.env.INVOICE_ROOT ?? "/srv/invoices");

class PathEscapeError extends Error {}

function resolveInside(base: string, ...segments: string[]): string {
  const root = path.resolve(base);
  const candidate = path.resolve(root, ...segments);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) {
    throw new PathEscapeError(`refusing ${segments.join("/")}`);
  }
  return candidate;
}

function firstValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value[0] ?? "" : value ?? "";
}

export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const tenant = firstValue(req.headers["x-tenant-id"]);
  const file = firstValue(req.query.file);
  if (!tenant || !file.endsWith(".pdf")) {
    res.status(400).json({ error: "tenant and a .pdf file are required" });
    return;
  }
  try {
    const tenantDir = resolveInside(INVOICE_ROOT, tenant);
    const pdf = await fs.readFile(resolveInside(tenantDir, file));
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${path.basename(file)}"`);
    res.status(200).send(pdf);
  } catch (err) {
    if (err instanceof PathEscapeError) {
      res.status(400).json({ error: "invalid file" });
      return;
    }
    res.status(404).json({ error: "invoice not found" });
  }
}
