<?php
function register(PDO $pdo, string $email, string $password): void
{
    $stmt = $pdo->prepare('INSERT INTO users (email, password_hash) VALUES (?, ?)');
    // ruleid: php.security.weak-hash
    $stmt->execute([$email, password_hash($password, PASSWORD_DEFAULT)]);
}

function change_password(PDO $pdo, int $id, string $salt): void
{
    $new = $_POST['new_password'] ?? '';
    // ruleid: php.security.weak-hash
    $hash = password_hash($salt . $new, PASSWORD_DEFAULT);
    // ok: php.security.weak-hash
    $good = password_hash($new, PASSWORD_DEFAULT);
    $pdo->prepare('UPDATE users SET password_hash = ? WHERE id = ?')->execute([$good, $id]);
}

function download_link(string $path, string $secret): string
{
    // ruleid: php.security.weak-hash
    return $path . '?sig=' . md5($secret . $path);
}

function cache_file(array $params): string
{
    // ok: php.security.weak-hash
    return '/tmp/cache-' . md5(http_build_query($params));
}

function avatar(string $email): string
{
    // ok: php.security.weak-hash
    return 'https://www.gravatar.com/avatar/' . md5(strtolower(trim($email)));
}
