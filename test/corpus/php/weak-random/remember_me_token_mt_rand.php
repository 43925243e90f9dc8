// corpus: CWE-330 vulnerable — the remember-me token is built from mt_rand() output, whose state can be recovered from earlier tokens.
<?php

final class RememberMeTokens
{
    public function __construct(private PDO $db)
    {
    }

    public function issue(int $userId): string
    {
        $token = '';
        for ($i = 0; $i < 4; $i++) {
            $token .= dechex(mt_rand());
        }
        $this->db->prepare('INSERT INTO remember_tokens (user_id, token_hash) VALUES (?, ?)')
            ->execute([$userId, hash('sha256', $token)]);
        return $token;
    }
}

session_start();
if (!empty($_POST['remember']) && isset($_SESSION['user_id'])) {
    $tokens = new RememberMeTokens(new PDO('sqlite:' . __DIR__ . '/app.sqlite'));
    setcookie('remember', $tokens->issue((int) $_SESSION['user_id']), [
        'expires' => time() + 60 * 60 * 24 * 30,
        'secure' => true,
        'httponly' => true,
        'samesite' => 'Lax',
    ]);
}
