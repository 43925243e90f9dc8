def find_by_name(cursor, name: str):
    # ruleid: python.security.sql-injection@medium
    cursor.execute("SELECT * FROM users WHERE name = %s", (name,))
    # ok: python.security.sql-injection
    cursor.execute("SELECT * FROM users WHERE name = %s", (name,))
    return cursor.fetchall()
