// corpus: CWE-89 safe — the interpolated table prefix comes from the deployment config file; the email from the form is bound.
<?php
$config = require __DIR__ . '/config/database.php';
$prefix = $config['prefix'] ?? 'wp_';

$pdo = new PDO($config['dsn'], $config['user'], $config['password']);

$email = $_POST['email'] ?? '';
$stmt = $pdo->prepare("SELECT ID, user_login FROM {$prefix}users WHERE user_email = :email LIMIT 1");
$stmt->execute(['email' => $email]);
$user = $stmt->fetch(PDO::FETCH_ASSOC);

if ($user) {
    // a reset mail is queued elsewhere; the response is the same either way
    file_put_contents(__DIR__ . '/queue/reset-' . $user['ID'] . '.job', $user['user_login']);
}
echo 'If the address is registered you will receive an email shortly.';
