// corpus: CWE-614 vulnerable — the session token cookie sets httponly and samesite but omits 'secure', so it is also sent over plain HTTP.
<?php

function issue_session_cookie(string $token): void
{
    setcookie('session', $token, [
        'expires' => time() + 3600 * 8,
        'path' => '/',
        'domain' => 'portal.clinic.example',
        'httponly' => true,
        'samesite' => 'Lax',
    ]);
}

$db = new PDO('sqlite:' . __DIR__ . '/portal.sqlite');
$stmt = $db->prepare('SELECT id, password_hash FROM patients WHERE email = ?');
$stmt->execute([$_POST['email'] ?? '']);
$patient = $stmt->fetch(PDO::FETCH_ASSOC);

if ($patient && password_verify($_POST['password'] ?? '', $patient['password_hash'])) {
    $token = bin2hex(random_bytes(32));
    $db->prepare('INSERT INTO sessions (token, patient_id) VALUES (?, ?)')->execute([hash('sha256', $token), $patient['id']]);
    issue_session_cookie($token);
    header('Location: /portal/');
}
