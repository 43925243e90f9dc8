// corpus: CWE-328 vulnerable — the gym's member login hashes passwords through a PasswordEncoder implemented with salted sha1.
<?php

interface PasswordEncoder
{
    public function encode(string $plain): string;

    public function matches(string $plain, string $encoded): bool;
}

final class SaltedSha1Encoder implements PasswordEncoder
{
    public function encode(string $plain): string
    {
        $salt = bin2hex(random_bytes(8));
        return $salt . '$' . sha1($salt . $plain);
    }

    public function matches(string $plain, string $encoded): bool
    {
        [$salt, $hash] = array_pad(explode('$', $encoded, 2), 2, '');
        return hash_equals($hash, sha1($salt . $plain));
    }
}

final class MemberAccounts
{
    public function __construct(private PDO $db, private PasswordEncoder $encoder)
    {
    }

    public function register(string $email, string $password): int
    {
        $this->db->prepare('INSERT INTO members (email, password) VALUES (?, ?)')
            ->execute([strtolower($email), $this->encoder->encode($password)]);
        return (int) $this->db->lastInsertId();
    }

    public function authenticate(string $email, string $password): ?int
    {
        $stmt = $this->db->prepare('SELECT id, password FROM members WHERE email = ?');
        $stmt->execute([strtolower($email)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row && $this->encoder->matches($password, $row['password']) ? (int) $row['id'] : null;
    }
}

session_start();
$accounts = new MemberAccounts(new PDO('sqlite:' . __DIR__ . '/gym.sqlite'), new SaltedSha1Encoder());

switch ($_POST['action'] ?? '') {
    case 'register':
        $_SESSION['member_id'] = $accounts->register($_POST['email'] ?? '', $_POST['password'] ?? '');
        header('Location: /classes.php');
        break;
    case 'login':
        $id = $accounts->authenticate($_POST['email'] ?? '', $_POST['password'] ?? '');
        if ($id === null) {
            http_response_code(401);
            echo 'Wrong email or password';
            break;
        }
        session_regenerate_id(true);
        $_SESSION['member_id'] = $id;
        header('Location: /classes.php');
        break;
    default:
        http_response_code(400);
}
