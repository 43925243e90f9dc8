import * as fs from 'node:fs';
import type { Request, Response } from 'express';

export function download(req: Request, res: Response): void {
  // ruleid: javascript.performance.sync-io-in-async
  const exists = fs.existsSync('/srv/files/latest.zip');
  res.status(exists ? 200 : 404).end();
}

export async function listUploads(): Promise<string[]> {
  // ruleid: javascript.performance.sync-io-in-async
  return await fs.promises.readdir('/srv/uploads');
}

export function listAtStartup(): string[] {
  // ok: javascript.performance.sync-io-in-async
  return fs.readdirSync('/srv/uploads');
}
