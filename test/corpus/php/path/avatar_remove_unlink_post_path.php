// corpus: CWE-22 vulnerable — the posted avatar path is appended to the public folder and deleted with unlink.
<?php
session_start();
if (!isset($_SESSION['user_id'])) {
    header('Location: /login.php');
    exit;
}

function remove_avatar(string $relative): bool
{
    $full = __DIR__ . '/public/' . $relative;
    return file_exists($full) && unlink($full);
}

$removed = remove_avatar($_POST['avatar'] ?? '');
header('Content-Type: application/json');
echo json_encode(['removed' => $removed]);
