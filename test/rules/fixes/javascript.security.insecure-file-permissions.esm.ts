// Writes build caches for a CI runner that several jobs (and users) share.
import * as fs from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import fse from 'fs-extra';

const CACHE_DIR_MODE = 0o777;
const CACHE_FILE_MODE: number = 0o644;

export async function primeCache(dir: string, manifest: string): Promise<void> {
  // ok: javascript.security.insecure-file-permissions
  await mkdir(dir, { recursive: true, mode: CACHE_DIR_MODE });
  // ok: javascript.security.insecure-file-permissions
  await mkdir(`${dir}/locks`, { recursive: true, mode: 0o700 });
  // ok: javascript.security.insecure-file-permissions
  await writeFile(`${dir}/manifest.json`, manifest, { encoding: 'utf8', mode: 0o666 });
  // ok: javascript.security.insecure-file-permissions
  await writeFile(`${dir}/manifest.json`, manifest, { encoding: 'utf8', mode: CACHE_FILE_MODE });
  // ruleid: javascript.security.insecure-file-permissions
  await chmod(dir, '0775');
  // ok: javascript.security.insecure-file-permissions
  await chmod(dir, '0755');
}

export function ensureSpool(dir: string): void {
  // ok: javascript.security.insecure-file-permissions
  fse.ensureDirSync(dir, 0o1777);
  // ruleid: javascript.security.insecure-file-permissions@low
  fse.outputFileSync(`${dir}/README`, 'spool', { mode: 0o775 });
  // ruleid: javascript.security.insecure-file-permissions
  fs.lchmodSync(`${dir}/current`, 0o774);
  // ok: javascript.security.insecure-file-permissions
  fs.fchmodSync(fs.openSync(`${dir}/current`, 'r'), 0o444);
}

export function writeWith(dir: string, mode: number): void {
  // ok: javascript.security.insecure-file-permissions
  fs.writeFileSync(`${dir}/data`, '', { mode });
}
