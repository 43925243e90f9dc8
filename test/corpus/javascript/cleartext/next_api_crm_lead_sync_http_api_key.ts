// corpus: CWE-319 vulnerable — CrmClient posts each lead with the CRM API key in a header to a plain http:// URL on the partner's public host, so the key and contact data cross the internet unencrypted.
import type { NextApiRequest, NextApiResponse } from "next";

interface Lead {
  email: string;
  name: string;
  company?: string;
}

interface CrmClientConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const crmConfig: CrmClientConfig = {
  baseUrl: "http://api.crm-partnerhub.io/v1",
  apiKey: process.env.CRM_API_KEY ?? "",
  timeoutMs: 4000,
};

class CrmClient {
  constructor(private readonly config: CrmClientConfig) {}

  async createLead(lead: Lead): Promise<string> {
    const res = await fetch(`${this.config.baseUrl}/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": this.config.apiKey },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!res.ok) throw new Error(`crm responded ${res.status}`);
    const data = (await res.json()) as { id: string };
    return data.id;
  }
}

const crm = new CrmClient(crmConfig);

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return res.status(405).end();
  }
  const { email, name, company } = req.body ?? {};
  if (typeof email !== "string" || !email.includes("@") || typeof name !== "string") {
    return res.status(400).json({ error: "name and email are required" });
  }
  try {
    const leadId = await crm.createLead({ email, name, company: typeof company === "string" ? company : undefined });
    return res.status(201).json({ leadId });
  } catch {
    return res.status(502).json({ error: "could not reach CRM" });
  }
}
