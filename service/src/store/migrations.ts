/**
 * Versioned schema migrations, run at start inside one transaction each; `PRAGMA user_version` records the last
 * one applied. Nothing here ever holds submitted code (spec 1: code is never stored).
 */
export const MIGRATIONS: readonly string[] = [
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
    key_hash    BLOB NOT NULL,              -- SHA-256 of the whole key; the key itself is never stored
    name        TEXT,
    created_at  TEXT NOT NULL,
    revoked_at  TEXT
  );
  CREATE INDEX api_keys_by_account ON api_keys(account_id);
  CREATE TABLE credit_ledger (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id     TEXT NOT NULL REFERENCES accounts(id),
    request_id     TEXT,
    kind           TEXT NOT NULL CHECK (kind IN ('grant', 'reserve', 'settle', 'release')),
    amount         INTEGER NOT NULL,
    balance_after  INTEGER NOT NULL,
    created_at     TEXT NOT NULL
  );
  CREATE INDEX credit_ledger_by_request ON credit_ledger(request_id);
  CREATE TABLE reviews (
    request_id    TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts(id),
    created_at    TEXT NOT NULL,
    filename      TEXT,
    language      TEXT NOT NULL,
    line_count    INTEGER NOT NULL,
    label         TEXT,
    score         INTEGER NOT NULL,
    risk_level    TEXT NOT NULL,
    passed        INTEGER NOT NULL,
    credits_used  INTEGER NOT NULL
  );
  CREATE INDEX reviews_by_account ON reviews(account_id, created_at DESC, request_id DESC);
  CREATE TABLE idempotency_keys (
    account_id    TEXT NOT NULL REFERENCES accounts(id),
    key           TEXT NOT NULL,
    request_hash  TEXT NOT NULL,            -- SHA-256 of the request body, never the body
    state         TEXT NOT NULL CHECK (state IN ('running', 'done')),
    request_id    TEXT,
    expires_at    INTEGER NOT NULL,         -- epoch milliseconds
    PRIMARY KEY (account_id, key)
  );
  `,
  // 2: billing that survives a crash. A reservation stays open until one settle or release closes it; reservations
  // a crashed process left open (found in the ledger) are opened again here so the stale sweep returns them. One
  // ledger row per request and kind. Running idempotency records carry their start, to tell stale from running.
  `
  CREATE TABLE open_reservations (
    request_id   TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts(id),
    amount       INTEGER NOT NULL CHECK (amount > 0),
    reserved_at  INTEGER NOT NULL           -- epoch milliseconds
  );
  CREATE INDEX open_reservations_by_age ON open_reservations(reserved_at);
  INSERT INTO open_reservations (request_id, account_id, amount, reserved_at)
    SELECT r.request_id, r.account_id, -r.amount, CAST((julianday(r.created_at) - 2440587.5) * 86400000 AS INTEGER)
    FROM credit_ledger r
    WHERE r.kind = 'reserve'
      AND NOT EXISTS (SELECT 1 FROM credit_ledger o WHERE o.request_id = r.request_id AND o.kind IN ('settle', 'release'));
  DROP INDEX credit_ledger_by_request;
  CREATE UNIQUE INDEX credit_ledger_one_per_request_and_kind ON credit_ledger(request_id, kind);
  ALTER TABLE idempotency_keys ADD COLUMN started_at INTEGER NOT NULL DEFAULT 0;  -- epoch milliseconds
  CREATE INDEX idempotency_keys_by_state ON idempotency_keys(state, started_at);
  `,
];
