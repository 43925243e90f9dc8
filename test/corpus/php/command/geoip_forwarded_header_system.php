// corpus: CWE-78 vulnerable — the X-Forwarded-For request header is passed to system() inside a geoiplookup command.
<?php

function client_ip(): string
{
    if (!empty($_SERVER['HTTP_X_FORWARDED_FOR'])) {
        return trim(explode(',', $_SERVER['HTTP_X_FORWARDED_FOR'])[0]);
    }
    return $_SERVER['REMOTE_ADDR'] ?? '127.0.0.1';
}

function print_location(string $ip): void
{
    echo "Your location:\n";
    system('geoiplookup ' . $ip, $status);
    if ($status !== 0) {
        echo "unknown\n";
    }
}

function print_store_hint(): void
{
    echo "\nNearest store: see https://shop.example/stores\n";
}

header('Content-Type: text/plain');
print_location(client_ip());
print_store_hint();
