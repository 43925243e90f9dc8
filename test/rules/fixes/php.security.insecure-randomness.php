<?php
function reset_code(): string
{
    // ruleid: php.security.insecure-randomness
    $reset_code = (string) random_int(100000, 999999);
    return $reset_code;
}

function api_token(): string
{
    // ok: php.security.insecure-randomness
    $token = bin2hex(random_bytes(32));
    return $token;
}

function session_id_value(): string
{
    // ruleid: php.security.insecure-randomness
    $session_id = md5(bin2hex(random_bytes(16)));
    return $session_id;
}

// ok: php.security.insecure-randomness
$jitter = rand(0, 250);
usleep($jitter * 1000);
echo reset_code(), api_token(), session_id_value();
