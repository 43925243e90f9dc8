// corpus: CWE-942 safe — the Origin header is echoed back with Allow-Credentials only when it is an exact member of the configured allow-list; other origins get no CORS headers.
<?php

declare(strict_types=1);

final class CorsPolicy
{
    /** @param string[] $allowedOrigins */
    public function __construct(private array $allowedOrigins)
    {
    }

    public static function fromEnvironment(): self
    {
        $list = array_filter(array_map('trim', explode(',', getenv('CORS_ALLOWED_ORIGINS') ?: '')));
        return new self(array_values($list));
    }

    public function apply(string $origin, string $method): bool
    {
        header('Vary: Origin', false);
        if ($origin === '' || !in_array($origin, $this->allowedOrigins, true)) {
            return false;
        }

        header('Access-Control-Allow-Origin: ' . $origin);
        header('Access-Control-Allow-Credentials: true');
        if ($method === 'OPTIONS') {
            header('Access-Control-Allow-Methods: GET, POST, PATCH, DELETE');
            header('Access-Control-Allow-Headers: Content-Type, X-CSRF-Token');
            header('Access-Control-Max-Age: 600');
        }
        return true;
    }
}

$cors = CorsPolicy::fromEnvironment();
$allowed = $cors->apply($_SERVER['HTTP_ORIGIN'] ?? '', $_SERVER['REQUEST_METHOD'] ?? 'GET');

if (($_SERVER['REQUEST_METHOD'] ?? '') === 'OPTIONS') {
    http_response_code($allowed ? 204 : 403);
    exit;
}

session_start();
if (!isset($_SESSION['account_id'])) {
    http_response_code(401);
    exit;
}

require __DIR__ . '/../src/routes.php';
