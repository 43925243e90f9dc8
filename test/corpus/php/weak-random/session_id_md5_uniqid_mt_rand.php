// corpus: CWE-330 vulnerable — the custom session id is md5(uniqid(mt_rand(), true)); hashing does not add entropy to predictable inputs.
<?php

function new_session_id(): string
{
    return md5(uniqid((string) mt_rand(), true));
}

function start_custom_session(PDO $db, int $userId): void
{
    $sid = new_session_id();
    $db->prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, CURRENT_TIMESTAMP)')->execute([$sid, $userId]);
    setcookie('SID', $sid, ['path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
}

$db = new PDO('sqlite:' . __DIR__ . '/crm.sqlite');
$stmt = $db->prepare('SELECT id, password_hash FROM agents WHERE login = ?');
$stmt->execute([$_POST['login'] ?? '']);
$agent = $stmt->fetch(PDO::FETCH_ASSOC);
if ($agent && password_verify($_POST['password'] ?? '', $agent['password_hash'])) {
    start_custom_session($db, (int) $agent['id']);
    header('Location: /crm/');
}
