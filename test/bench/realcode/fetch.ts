/**
 * Fetches a real project's package once into `.cache/realcode/<name>/` (git-ignored): `npm pack` from the npm
 * registry, or `apt-get download` + `dpkg-deb -x` from Debian's archive. Later runs read the cache (no network).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RealProject } from './projects';
import { SKIPPED_FOLDERS } from '../../../service/src/cli/collect-files';

export const CACHE_DIR = path.join(__dirname, '../../../.cache/realcode');

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The unpacked package's folder, fetched on first use. */
export function fetchProject(project: RealProject, log: (line: string) => void): string {
  const dir = path.join(CACHE_DIR, project.name);
  if (existsSync(path.join(dir, '.complete'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  const work = `${dir}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const [kind, spec] = project.source.split(/:(.*)/s) as [string, string];
  if (kind === 'npm') {
    const tarball = run('npm', ['pack', spec, '--silent'], work).trim().split('\n').at(-1)!;
    run('tar', ['xzf', tarball], work);
    rmSync(path.join(work, tarball));
  } else {
    const [name] = spec.split('=');
    try {
      run('apt-get', ['download', spec], work);
    } catch {
      log(`realcode: ${spec} is no longer in the archive; using the current ${name} (labels may point at other lines)`);
      run('apt-get', ['download', name!], work);
    }
    const deb = readdirSync(work).find((file) => file.endsWith('.deb'))!;
    run('dpkg-deb', ['-x', deb, '.'], work);
    rmSync(path.join(work, deb));
    // The JDK ships its sources as one zip.
    const zip = path.join(work, 'usr/lib/jvm/openjdk-17/lib/src.zip');
    if (existsSync(zip)) run('unzip', ['-q', zip, '-d', path.join(work, 'src')], work);
  }
  run('touch', ['.complete'], work);
  renameSync(work, dir);
  return dir;
}

/** The files of a project the bench reviews: under `include`, of the project's language, not excluded. */
export function projectFiles(project: RealProject, dir: string, extensions: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (full: string): void => {
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      // Vendored copies are skipped as the CLI's folder walk skips them.
      for (const name of readdirSync(full).sort()) if (!SKIPPED_FOLDERS.has(name)) walk(path.join(full, name));
      return;
    }
    const relative = path.relative(dir, full);
    if (!extensions.some((extension) => full.endsWith(extension))) return;
    if (project.exclude?.some((fragment) => relative.includes(fragment))) return;
    files.push(relative);
  };
  for (const include of project.include) walk(path.join(dir, include));
  return files;
}
