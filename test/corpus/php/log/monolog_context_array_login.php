// corpus: CWE-117 safe — the username goes into the Monolog context array, which the JSON formatter encodes, escaping newlines.
<?php

use Monolog\Formatter\JsonFormatter;
use Monolog\Handler\StreamHandler;
use Monolog\Logger;

function auth_logger(): Logger
{
    $handler = new StreamHandler(__DIR__ . '/var/log/auth.log');
    $handler->setFormatter(new JsonFormatter());
    return (new Logger('auth'))->pushHandler($handler);
}

$logger = auth_logger();
$username = (string) ($_POST['username'] ?? '');

$logger->warning('login failed', [
    'user' => $username,
    'ip' => $_SERVER['REMOTE_ADDR'] ?? null,
]);
http_response_code(401);
echo 'Invalid username or password';
