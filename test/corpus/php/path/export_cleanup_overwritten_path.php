// corpus: CWE-22 safe — the request value is replaced by a path built from the session user id before unlink runs.
<?php
session_start();

final class ExportFiles
{
    public function __construct(private string $dir)
    {
    }

    public function forUser(int $userId): string
    {
        return sprintf('%s/user-%d.csv', $this->dir, $userId);
    }

    public function clear(string $file): bool
    {
        return is_file($file) && unlink($file);
    }
}

if (!isset($_SESSION['user_id'])) {
    header('Location: /login.php');
    exit;
}

$exports = new ExportFiles(__DIR__ . '/exports');
$exportFile = $_POST['file'] ?? '';
// the form still posts the old file name; only the caller's own export may be removed
$exportFile = $exports->forUser((int) $_SESSION['user_id']);

$cleared = $exports->clear($exportFile);
header('Location: /account/exports.php?cleared=' . ($cleared ? '1' : '0'));
