// corpus: CWE-601 safe — the target must start with a single "/" and contain no backslash or scheme, so it stays on this site.
<?php

function local_redirect_target(?string $target, string $fallback = '/dashboard.php'): string
{
    if (!is_string($target) || $target === '') {
        return $fallback;
    }
    if ($target[0] !== '/' || str_starts_with($target, '//') || str_contains($target, '\\')) {
        return $fallback;
    }
    if (preg_match('/[\x00-\x1f]/', $target)) {
        return $fallback;
    }
    return $target;
}

session_start();
$_SESSION['user_id'] = $_SESSION['user_id'] ?? null;
header('Location: ' . local_redirect_target($_GET['next'] ?? null));
exit;
