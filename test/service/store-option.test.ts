/** `--store`: the choice of store and the settings `--store postgres` needs, refused clearly (exit 2) when missing. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { CLI } from './harness';

const KEY = 'a'.repeat(64);

function run(args: string[], env: Record<string, string | undefined>): { code: number | null; stderr: string } {
  const clean = { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined, CODE_REVIEW_REPLAY_KEY: undefined, ...env };
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: clean, timeout: 20_000 });
  return { code: result.status, stderr: result.stderr };
}

describe('cli: --store', function () {
  this.timeout(60_000);

  it('refuses an unknown store with exit code 2', () => {
    const result = run(['serve', '--store', 'mysql'], {});
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--store must be one of: sqlite, postgres/);
  });

  it('serve --store postgres names each missing variable and exits 2', () => {
    const db = 'postgres://nobody@127.0.0.1:1/none';
    assert.match(run(['serve', '--store', 'postgres'], {}).stderr, /needs DATABASE_URL/);
    assert.match(run(['serve', '--store', 'postgres'], { DATABASE_URL: db }).stderr, /needs REDIS_URL/);
    const noKey = run(['serve', '--store', 'postgres'], { DATABASE_URL: db, REDIS_URL: 'redis://127.0.0.1:1' });
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /needs CODE_REVIEW_REPLAY_KEY/);
  });

  it('serve --store postgres holds the replay key at 32 bytes: 31 or 33 are refused', () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', REDIS_URL: 'redis://127.0.0.1:1' };
    for (const key of [KEY.slice(2), `${KEY}aa`, Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')]) {
      const result = run(['serve', '--store', 'postgres'], { ...env, CODE_REVIEW_REPLAY_KEY: key });
      assert.equal(result.code, 2, key);
      assert.match(result.stderr, /CODE_REVIEW_REPLAY_KEY must be 32 bytes/);
    }
    // 32 bytes pass the key check and fail on the unreachable database instead.
    const ok = run(['serve', '--store', 'postgres'], { ...env, CODE_REVIEW_REPLAY_KEY: KEY });
    assert.equal(ok.code, 2);
    assert.match(ok.stderr, /cannot open the PostgreSQL store/);
  });

  it('keys commands on postgres need DATABASE_URL only, and say so', () => {
    const result = run(['keys', 'list', '--store', 'postgres'], {});
    assert.equal(result.code, 2);
    assert.match(result.stderr, /needs DATABASE_URL/);
  });
});
