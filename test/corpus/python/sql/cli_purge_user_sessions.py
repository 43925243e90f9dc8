# corpus: CWE-89 vulnerable — the username from argv is concatenated into a statement run by executescript.
import sqlite3
import sys


def main():
    username = sys.argv[1].strip()
    conn = sqlite3.connect("sessions.db")
    conn.executescript("DELETE FROM sessions WHERE username = '" + username + "';")
    conn.commit()
    conn.close()
    print(f"purged sessions for {username}")


if __name__ == "__main__":
    main()
