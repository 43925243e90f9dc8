// corpus: CWE-328 safe — passwords are stored with password_hash(PASSWORD_DEFAULT) and checked with password_verify.
<?php

final class PasswordHasher
{
    public function hash(string $plain): string
    {
        return password_hash($plain, PASSWORD_DEFAULT);
    }

    public function check(string $plain, string $hash): bool
    {
        return password_verify($plain, $hash);
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=booking', 'booking', getenv('BOOKING_DB_PASS'));
$hasher = new PasswordHasher();

if (($_POST['action'] ?? '') === 'register') {
    $stmt = $pdo->prepare('INSERT INTO guests (email, password_hash) VALUES (?, ?)');
    $stmt->execute([$_POST['email'] ?? '', $hasher->hash($_POST['password'] ?? '')]);
    echo 'Account created';
}
