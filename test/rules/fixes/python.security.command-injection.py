import os
import shlex
import subprocess


def archive(folder: str) -> None:
    # ruleid: python.security.command-injection@low
    subprocess.run(["tar", "czf", "backup.tgz", folder], check=False)
    # ruleid: python.security.command-injection@low
    subprocess.run(["du", "-sh", str(folder)], check=True)
    # ok: python.security.command-injection
    subprocess.run(["du", "-sh", folder], check=True)
    # ok: python.security.command-injection
    os.system("sync")


def disk_usage(path: str, command: str) -> str:
    # ok: python.security.command-injection
    quoted = subprocess.check_output(f"du -sh {shlex.quote(path)} | cut -f1", shell=True, text=True)
    # ruleid: python.security.command-injection@low
    raw = subprocess.check_output(command, shell=True, text=True)
    flush = "sync"
    # ok: python.security.command-injection
    os.system(flush)
    return quoted + raw


def announce(message: str, tool: str) -> None:
    # ruleid: python.security.command-injection@low
    subprocess.run(["echo", message], check=False)
    # ruleid: python.security.command-injection@low
    subprocess.run(f"{tool} --version", shell=True, check=True)
    # ruleid: python.security.command-injection@low
    subprocess.run(["LANG=C", "sort", str(message)], check=True)
