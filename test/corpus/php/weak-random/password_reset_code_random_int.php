// corpus: CWE-330 safe — the reset code comes from random_int(), PHP's CSPRNG-backed integer generator.
<?php

final class ResetCodeIssuer
{
    public function __construct(private PDO $db)
    {
    }

    public function issue(int $userId): string
    {
        $code = sprintf('%06d', random_int(0, 999999));
        $this->db->prepare('INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES (?, ?, ?)')
            ->execute([$userId, password_hash($code, PASSWORD_DEFAULT), time() + 900]);
        return $code;
    }
}

$db = new PDO('sqlite:' . __DIR__ . '/clinic.sqlite');
$stmt = $db->prepare('SELECT id, email FROM patients WHERE email = ?');
$stmt->execute([$_POST['email'] ?? '']);
if ($patient = $stmt->fetch(PDO::FETCH_ASSOC)) {
    $code = (new ResetCodeIssuer($db))->issue((int) $patient['id']);
    mail($patient['email'], 'Reset code', "Your code: $code");
}
echo 'Check your inbox.';
