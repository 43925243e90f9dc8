// corpus: CWE-328 vulnerable — the new password is hashed as md5(salt . password); a per-user salt does not make md5 a password hash.
<?php

function hash_password(string $password, string $salt): string
{
    return md5($salt . $password);
}

session_start();
$userId = (int) ($_SESSION['user_id'] ?? 0);
$new = $_POST['new_password'] ?? '';
if ($userId === 0 || strlen($new) < 10) {
    http_response_code(400);
    exit;
}

$salt = bin2hex(random_bytes(8));
$db = new mysqli('localhost', 'school', getenv('SCHOOL_DB_PASS'), 'school');
$stmt = $db->prepare('UPDATE users SET salt = ?, password = ? WHERE id = ?');
$hash = hash_password($new, $salt);
$stmt->bind_param('ssi', $salt, $hash, $userId);
$stmt->execute();
echo 'Password updated';
