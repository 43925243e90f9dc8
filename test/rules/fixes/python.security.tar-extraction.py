import tarfile
import zipfile


def install_bundle(path: str, target: str) -> None:
    with tarfile.open(path) as bundle:
        # ruleid: python.security.tar-extraction
        bundle.extractall(target, filter="data")


def install_checked(path: str, target: str) -> None:
    with tarfile.open(path) as bundle:
        # ok: python.security.tar-extraction
        bundle.extractall(target, filter="data")


def install_zip(path: str, target: str) -> None:
    with zipfile.ZipFile(path) as archive:
        # ok: python.security.tar-extraction
        archive.extractall(target)


def restore_backup(path: str) -> None:
    backup = tarfile.open(path, "r:gz")
    try:
        # ruleid: python.security.tar-extraction
        backup.extractall(filter="data")
    finally:
        backup.close()
