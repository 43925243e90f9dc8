/**
 * Python files whose rewrites differ in the ways the code actions care about. Each is checked against the engine in
 * the tests that use it, so a rule change shows up as a clear failure rather than a puzzling title.
 */

/** A fixable SQL injection next to a hard-coded password no rewrite can fix: fix-all keeps the password. */
export const INJECTION_AND_PASSWORD = `import sqlite3
from flask import request

DB_PASSWORD = "Tr0ub4dor&3xyz"


def find_order(conn: sqlite3.Connection):
    cursor, order_id = conn.cursor(), request.args["id"]
    cursor.execute(f"SELECT id, total FROM orders WHERE id = '{order_id}'")
    return cursor.fetchone()
`;

/** Two safe fixes (the injection, the bare except): the verified rewrite re-reviews clean. */
export const INJECTION_AND_BARE_EXCEPT = `import sqlite3
from flask import request


def find_order(conn: sqlite3.Connection):
    cursor, order_id = conn.cursor(), request.args["id"]
    try:
        cursor.execute(f"SELECT id, total FROM orders WHERE id = '{order_id}'")
    except:
        return None
    return cursor.fetchone()
`;

/**
 * A safe fix (the injection) and a suggestion (MD5 → SHA-256, every digest changes): the verified rewrite keeps MD5,
 * the full one does not.
 */
export const INJECTION_AND_WEAK_HASH = `import hashlib
import sqlite3
from flask import request


def password_digest(data: bytes) -> str:
    return hashlib.md5(data).hexdigest()


def find_order(conn: sqlite3.Connection):
    cursor, order_id = conn.cursor(), request.args["id"]
    cursor.execute(f"SELECT id, total FROM orders WHERE id = '{order_id}'")
    return cursor.fetchone()
`;

export const WEAK_HASH_RULE = 'python.security.weak-hash';
export const SECRET_RULE = 'python.security.hardcoded-secret';

/**
 * The parameterised query every fixture above (and PYTHON_INJECTION) gets from the SQL fix: the value bound as it is
 * or through str(), as the f-string formatted it; that detail belongs to the rule, not to the code actions.
 */
export const PARAMETERISED_ORDER_QUERY = /cursor\.execute\("SELECT id, total FROM orders WHERE id = \?", \((order_id|str\(order_id\)),\)\)/;
