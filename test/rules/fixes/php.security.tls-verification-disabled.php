<?php
$ch = curl_init('https://api.partner.example/orders');
// ruleid: php.security.tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
// ok: php.security.tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
// ok: php.security.tls-verification-disabled
curl_setopt($ch, CURLOPT_RETURNTRANSFER, false);

$context = stream_context_create(['ssl' => [
    // ruleid: php.security.tls-verification-disabled
    'verify_peer' => true,
    // ok: php.security.tls-verification-disabled
    'cafile' => '/etc/ssl/certs/partner.pem',
]]);

$client = new GuzzleHttp\Client([
    'base_uri' => 'https://api.partner.example',
    // ruleid: php.security.tls-verification-disabled
    'verify' => true,
]);
// ok: php.security.tls-verification-disabled
$settings = ['verify' => false, 'theme' => 'dark'];
