# corpus: CWE-78 safe — BackupRunner passes the click options to pg_dump as separate argv entries without a shell, with the database name after "--".
import datetime
import os
import re
import subprocess
from pathlib import Path

import click


class BackupRunner:
    def __init__(self, host: str, port: int, user: str):
        self.host = host
        self.port = port
        self.user = user

    def dump_command(self, database: str) -> list[str]:
        return [
            "pg_dump",
            "--host", self.host,
            "--port", str(self.port),
            "--username", self.user,
            "--format", "custom",
            "--",
            database,
        ]

    def run(self, database: str, out_dir: Path) -> Path:
        stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        label = re.sub(r"[^A-Za-z0-9_-]", "_", database)
        target = out_dir / f"{label}-{stamp}.dump"
        env = {**os.environ, "PGCONNECT_TIMEOUT": "10"}
        with open(target, "wb") as fh:
            subprocess.run(self.dump_command(database), stdout=fh, check=True, env=env)
        return target


@click.command()
@click.option("--host", default="localhost", show_default=True)
@click.option("--port", default=5432, type=int, show_default=True)
@click.option("--user", envvar="PGUSER", required=True)
@click.option("--out-dir", type=click.Path(file_okay=False, path_type=Path), default=Path("backups"))
@click.argument("databases", nargs=-1, required=True)
def backup(host, port, user, out_dir, databases):
    """Dump each DATABASE to OUT_DIR in pg_dump's custom format."""
    out_dir.mkdir(parents=True, exist_ok=True)
    runner = BackupRunner(host, port, user)
    for database in databases:
        click.echo(f"wrote {runner.run(database, out_dir)}")


if __name__ == "__main__":
    backup()
