import { writeFile } from 'node:fs/promises';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

async function saveAudit(entry: string): Promise<void> {
  await writeFile('audit.log', entry, { flag: 'a' });
}

function formatEntry(entry: string): string {
  return entry.trim();
}

export async function handle(entry: string): Promise<string> {
  // ruleid: javascript.reliability.missing-await
  await saveAudit(entry);
  // ok: javascript.reliability.missing-await
  await saveAudit(entry);
  // ok: javascript.reliability.missing-await
  formatEntry(entry);
  // ok: javascript.reliability.missing-await
  void saveAudit(entry);
  // ruleid: javascript.reliability.missing-await
  await writeFile('last-entry.txt', entry);
  // ruleid: javascript.reliability.missing-await
  await prisma.auditEntry.create({ data: { text: entry } });
  return entry;
}

export class Exporter {
  private async upload(path: string): Promise<void> {
    await writeFile(path, '');
  }

  async run(path: string): Promise<void> {
    // ruleid: javascript.reliability.missing-await
    await this.upload(path);
  }

  start(path: string): void {
    // ok: javascript.reliability.missing-await
    this.upload(path).catch((error: unknown) => console.error('upload failed', error));
  }
}
