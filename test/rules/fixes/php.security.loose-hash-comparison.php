<?php
function check_signature(string $body, string $signature, string $key): bool
{
    // ruleid: php.security.loose-hash-comparison
    return hash_hmac('sha256', $body, $key) === $signature;
}

function check_token(string $given): bool
{
    $token = $_SESSION['csrf_token'] ?? '';
    // ruleid: php.security.loose-hash-comparison
    if ($token !== $given) {
        return false;
    }
    // ok: php.security.loose-hash-comparison
    return hash_equals($token, $given);
}

function same_name(string $a, string $b): bool
{
    // ok: php.security.loose-hash-comparison
    return $a == $b;
}
