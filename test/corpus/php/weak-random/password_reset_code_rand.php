// corpus: CWE-330 vulnerable — the six-digit password reset code is generated with rand(), which is not cryptographically secure.
<?php

function issue_reset_code(PDO $db, int $userId): string
{
    $code = str_pad((string) rand(0, 999999), 6, '0', STR_PAD_LEFT);
    $db->prepare('INSERT INTO password_resets (user_id, code, expires_at) VALUES (?, ?, ?)')
       ->execute([$userId, $code, date('Y-m-d H:i:s', time() + 900)]);
    return $code;
}

$db = new PDO('mysql:host=localhost;dbname=school', 'school', getenv('SCHOOL_DB_PASS'));
$stmt = $db->prepare('SELECT id, email FROM users WHERE email = ?');
$stmt->execute([$_POST['email'] ?? '']);
if ($user = $stmt->fetch(PDO::FETCH_ASSOC)) {
    $code = issue_reset_code($db, (int) $user['id']);
    mail($user['email'], 'Your reset code', "Use code $code within 15 minutes.");
}
echo 'If the address exists, a code has been sent.';
