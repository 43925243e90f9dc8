// corpus: CWE-328 vulnerable — login compares sha1 of the submitted password with the stored digest, a fast hash unfit for passwords.
<?php

final class StaffAccountRepository
{
    public function __construct(private PDO $db)
    {
    }

    public function findByUsername(string $username): ?array
    {
        $stmt = $this->db->prepare('SELECT id, username, password_sha1, role FROM staff WHERE username = ?');
        $stmt->execute([$username]);
        return $stmt->fetch(PDO::FETCH_ASSOC) ?: null;
    }
}

final class StaffLogin
{
    public function __construct(private StaffAccountRepository $accounts)
    {
    }

    public function attempt(string $username, string $password): ?array
    {
        $account = $this->accounts->findByUsername($username);
        if ($account === null || !hash_equals($account['password_sha1'], sha1($password))) {
            return null;
        }
        return $account;
    }
}

session_start();
$login = new StaffLogin(new StaffAccountRepository(new PDO('sqlite:' . __DIR__ . '/clinic.sqlite')));
$staff = $login->attempt($_POST['username'] ?? '', $_POST['password'] ?? '');
if ($staff !== null) {
    $_SESSION['staff_id'] = $staff['id'];
    header('Location: /rota.php');
    exit;
}
echo 'Login failed';
