"""Stores uploaded artefacts and build outputs on the local disk of a shared build host."""
import os
import os as system
import stat
import tempfile
from os import chmod, makedirs
from pathlib import Path
from stat import S_IRWXU, S_IWOTH

SHARED_MODE = 0o777
PRIVATE_MODE = 0o600
SPOOL_MODE = 0o1777


class ArtefactStore:
    def __init__(self, root: str) -> None:
        self.root = Path(root)

    def prepare(self) -> None:
        # ok: python.security.insecure-file-permissions
        os.makedirs(self.root / "incoming", 0o777, exist_ok=True)
        # ok: python.security.insecure-file-permissions
        os.makedirs(self.root / "published", 0o755, exist_ok=True)
        # ok: python.security.insecure-file-permissions
        os.makedirs(self.root / "team", mode=0o775, exist_ok=True)
        # ok: python.security.insecure-file-permissions
        makedirs(self.root / "cache", mode=511, exist_ok=True)
        # ok: python.security.insecure-file-permissions
        os.mkdir(self.root / "spool", SPOOL_MODE)

    def publish(self, name: str, data: bytes) -> Path:
        target = self.root / "published" / name
        target.write_bytes(data)
        # ruleid: python.security.insecure-file-permissions
        os.chmod(target, 0o664)
        # ok: python.security.insecure-file-permissions
        os.chmod(target, 0o644)
        return target

    def share(self, path: str) -> None:
        # ruleid: python.security.insecure-file-permissions
        chmod(path, SHARED_MODE)
        # ok: python.security.insecure-file-permissions
        chmod(path, PRIVATE_MODE)

    def open_log(self, name: str) -> int:
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND
        # ok: python.security.insecure-file-permissions
        return system.open(self.root / name, flags, 0o666)

    def write_secret(self, name: str, secret: bytes) -> None:
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
        # ok: python.security.insecure-file-permissions
        fd = os.open(self.root / name, flags, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(secret)

    def relax(self, path: str) -> None:
        current = os.stat(path).st_mode
        # ruleid: python.security.insecure-file-permissions
        os.chmod(path, current | stat.S_IWOTH)
        # ruleid: python.security.insecure-file-permissions
        os.chmod(path, S_IRWXU | S_IWOTH)
        # ok: python.security.insecure-file-permissions
        os.chmod(path, stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP)
        # ok: python.security.insecure-file-permissions
        os.chmod(path, current & ~stat.S_IWOTH)

    def from_setting(self, path: str) -> None:
        # ruleid: python.security.insecure-file-permissions
        os.chmod(path, int("666", 8))
        # ok: python.security.insecure-file-permissions
        os.chmod(path, int("644", 8))

    def apply(self, path: str, mode: int) -> None:
        # ok: python.security.insecure-file-permissions
        os.chmod(path, mode)


def scratch_dir() -> Path:
    scratch = Path(tempfile.gettempdir()) / "builds"
    # ok: python.security.insecure-file-permissions
    scratch.mkdir(mode=0o777, exist_ok=True)
    # ok: python.security.insecure-file-permissions
    scratch.mkdir(mode=0o700, exist_ok=True)
    marker = Path(scratch, ".ready")
    # ok: python.security.insecure-file-permissions
    marker.touch(0o666)
    # ruleid: python.security.insecure-file-permissions
    marker.chmod(0o775)
    # ok: python.security.insecure-file-permissions
    marker.chmod(0o640)
    return scratch


def daemonize() -> None:
    if os.fork():
        os._exit(0)
    os.setsid()
    # ruleid: python.security.insecure-file-permissions
    os.umask(0)


def current_umask() -> int:
    # ok: python.security.insecure-file-permissions
    mask = os.umask(0)
    os.umask(mask)
    return mask


def harden() -> None:
    # ok: python.security.insecure-file-permissions
    os.umask(0o077)
    debug = os.environ.get("DEBUG") == "1"
    mode = 0o777 if debug else 0o750
    # ok: python.security.insecure-file-permissions
    os.makedirs("/var/lib/artefacts", mode, exist_ok=True)
