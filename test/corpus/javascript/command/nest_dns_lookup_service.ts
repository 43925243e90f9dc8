// corpus: CWE-78 vulnerable — the domain query parameter reaches a class method that runs it inside an exec command line.
import { Controller, Get, Query } from "@nestjs/common";
import { exec } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(exec);

class DnsInspector {
  async records(domain: string, type: string): Promise<string> {
    const { stdout } = await run(`dig +short ${type} ${domain}`);
    return stdout;
  }
}

@Controller("dns")
export class DnsController {
  private readonly inspector = new DnsInspector();

  @Get("mx")
  async mx(@Query("domain") domain: string) {
    const output = await this.inspector.records(domain, "MX");
    return { domain, records: output.split("\n").filter(Boolean) };
  }
}
