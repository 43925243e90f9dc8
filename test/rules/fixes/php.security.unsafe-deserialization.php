<?php
$cart = $_COOKIE['cart'] ?? '';

// ruleid: php.security.unsafe-deserialization
$items = unserialize($cart, ['allowed_classes' => false]);
// ok: php.security.unsafe-deserialization
$plain = unserialize($cart, ['allowed_classes' => false]);
// ruleid: php.security.unsafe-deserialization
$state = unserialize(base64_decode($_POST['state'] ?? ''), ['allowed_classes' => true]);
// ok: php.security.unsafe-deserialization
$decoded = json_decode($cart, true);

[$payload, $mac] = array_pad(explode('.', $_COOKIE['prefs'] ?? '', 2), 2, '');
if (hash_equals(hash_hmac('sha256', $payload, getenv('APP_KEY')), $mac)) {
    // ok: php.security.unsafe-deserialization
    $prefs = unserialize(base64_decode($payload));
}
