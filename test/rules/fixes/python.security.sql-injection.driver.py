def find_by_name(cursor, name: str):
    # ruleid: python.security.sql-injection@low
    cursor.execute("SELECT * FROM users WHERE name = %s", (name,))
    # ok: python.security.sql-injection
    cursor.execute("SELECT * FROM users WHERE name = %s", (name,))
    return cursor.fetchall()
