// corpus: CWE-328 safe — sha256 is applied to a 256-bit random API token for storage and lookup; a fast hash is fine for high-entropy secrets.
<?php

final class ApiTokenRepository
{
    public function __construct(private PDO $db)
    {
    }

    public function create(int $userId): string
    {
        $token = bin2hex(random_bytes(32));
        $this->db->prepare('INSERT INTO api_tokens (user_id, token_hash, created_at) VALUES (?, ?, CURRENT_TIMESTAMP)')
            ->execute([$userId, hash('sha256', $token)]);
        return $token;
    }

    public function userFor(string $token): ?int
    {
        $stmt = $this->db->prepare('SELECT user_id FROM api_tokens WHERE token_hash = ? AND revoked = 0');
        $stmt->execute([hash('sha256', $token)]);
        $id = $stmt->fetchColumn();
        return $id === false ? null : (int) $id;
    }
}

$tokens = new ApiTokenRepository(new PDO('sqlite:' . __DIR__ . '/crm.sqlite'));
$header = $_SERVER['HTTP_AUTHORIZATION'] ?? '';
$userId = str_starts_with($header, 'Bearer ') ? $tokens->userFor(substr($header, 7)) : null;

header('Content-Type: application/json');
if ($userId === null) {
    http_response_code(401);
    echo json_encode(['error' => 'invalid token']);
    exit;
}
echo json_encode(['user_id' => $userId]);
