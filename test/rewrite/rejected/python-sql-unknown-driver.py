# rejected: no driver is imported, so whether placeholders are ? or %s is a guess
# keeps: f"SELECT * FROM users WHERE name = '{name}'"
def find_by_name(cursor, name: str):
    cursor.execute(f"SELECT * FROM users WHERE name = '{name}'")
    return cursor.fetchall()
