/**
 * The PostgreSQL schema, versioned: each entry is applied once, in order, in the transaction that holds the
 * migration advisory lock (database.ts), and recorded in schema_migrations. The same tables as the SQLite store
 * (../migrations.ts). Nothing here ever holds submitted code or a response (spec 1): replayable responses live only
 * in Redis, encrypted (replay-cache.ts).
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    plan        TEXT NOT NULL CHECK (plan IN ('free', 'pro', 'team', 'enterprise')),
    credits     INTEGER NOT NULL CHECK (credits >= 0),
    created_at  TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    id          TEXT PRIMARY KEY,           -- the key's public lookup id, part of the key text
    account_id  TEXT NOT NULL REFERENCES accounts(id),
    key_hash    BYTEA NOT NULL,             -- SHA-256 of the whole key; the key itself is never stored
    name        TEXT,
    created_at  TEXT NOT NULL,
    revoked_at  TEXT
  );
  CREATE INDEX api_keys_by_account ON api_keys(account_id);
  CREATE TABLE credit_ledger (
    id             BIGSERIAL PRIMARY KEY,
    account_id     TEXT NOT NULL REFERENCES accounts(id),
    request_id     TEXT,
    kind           TEXT NOT NULL CHECK (kind IN ('grant', 'reserve', 'settle', 'release')),
    amount         INTEGER NOT NULL,
    balance_after  INTEGER NOT NULL,
    created_at     TEXT NOT NULL
  );
  -- One row per request and kind: a reservation is charged or returned once (grants have no request).
  CREATE UNIQUE INDEX credit_ledger_one_per_request_and_kind ON credit_ledger(request_id, kind);
  CREATE INDEX credit_ledger_by_account ON credit_ledger(account_id, id);
  CREATE TABLE open_reservations (
    request_id   TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts(id),
    amount       INTEGER NOT NULL CHECK (amount > 0),
    reserved_at  BIGINT NOT NULL            -- epoch milliseconds
  );
  CREATE INDEX open_reservations_by_age ON open_reservations(reserved_at);
  -- COLLATE "C": bytewise order, as SQLite sorts, so a page cursor means the same on both stores.
  CREATE TABLE reviews (
    request_id    TEXT COLLATE "C" PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts(id),
    created_at    TEXT COLLATE "C" NOT NULL,
    filename      TEXT,
    language      TEXT NOT NULL,
    line_count    INTEGER NOT NULL,
    label         TEXT,
    score         INTEGER NOT NULL,
    risk_level    TEXT NOT NULL,
    passed        BOOLEAN NOT NULL,
    credits_used  INTEGER NOT NULL
  );
  CREATE INDEX reviews_by_account ON reviews(account_id, created_at DESC, request_id DESC);
  -- The (account, key) primary key makes claiming an Idempotency-Key atomic across instances.
  CREATE TABLE idempotency_keys (
    account_id    TEXT NOT NULL REFERENCES accounts(id),
    key           TEXT NOT NULL,
    request_hash  TEXT NOT NULL,            -- SHA-256 of the request body, never the body
    state         TEXT NOT NULL CHECK (state IN ('running', 'done')),
    request_id    TEXT,
    started_at    BIGINT NOT NULL,          -- epoch milliseconds
    expires_at    BIGINT NOT NULL,          -- epoch milliseconds
    PRIMARY KEY (account_id, key)
  );
  CREATE INDEX idempotency_keys_by_state ON idempotency_keys(state, started_at);
  CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys(expires_at);
  `,
];
