/**
 * A PostgreSQL connection that dies while a request holds it (server restart, failover, an administrator's
 * pg_terminate_backend) is that request's error, never the process's: the connection emits 'error' on itself between
 * two queries, and without a listener of its own Node ends the process (the CI failure of stop 25, PostgreSQL
 * stopped mid-review). Deterministic here: the transaction's own backend is terminated from a second connection.
 */
import assert from 'node:assert/strict';
import { inTransaction, openPostgres } from '../../service/src/store/postgres/database';
import { postgresUnavailable } from './harness';

describe('PostgreSQL: a connection lost while checked out', function () {
  this.timeout(20_000);

  it('fails the transaction it belongs to, is not reused, and the pool serves the next one', async function () {
    const reason = postgresUnavailable();
    if (reason) {
      console.log(`      skipped: ${reason}`);
      this.skip();
    }
    const logged: string[] = [];
    const pool = openPostgres(process.env.DATABASE_URL!, { error: (_details, message) => logged.push(message) });
    try {
      let killedPid = 0;
      const failure = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        killedPid = rows[0]!.pid;
        // Not events.once: it listens for 'error' too, and would hide the missing listener this test is about.
        const closed = new Promise<void>((resolve) => client.once('end', () => resolve()));
        const killer = openPostgres(process.env.DATABASE_URL!, { error: () => undefined });
        try {
          await killer.query('SELECT pg_terminate_backend($1)', [killedPid]);
        } finally {
          await killer.end();
        }
        // The socket closes while no query runs: the moment the error is emitted on the client with nobody waiting.
        await closed;
        await client.query('SELECT 1');
      }).then(() => undefined, (error: unknown) => error);

      assert.ok(failure instanceof Error, 'the transaction on the dead connection did not fail');
      assert.ok(logged.includes('PostgreSQL connection lost while in use'), `logged: ${JSON.stringify(logged)}`);
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      assert.notEqual(rows[0]!.pid, killedPid, 'the dead connection went back to the pool');
    } finally {
      await pool.end();
    }
  });
});
