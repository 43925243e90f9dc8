// corpus: CWE-502 safe — unserialize reads a value the application itself stored in Redis under a key derived from a random session id.
<?php

final class RedisSessionStore
{
    public function __construct(private Redis $redis)
    {
    }

    public function start(array $user): string
    {
        $id = bin2hex(random_bytes(32));
        $this->redis->setex('sess:' . $id, 7200, serialize(['user_id' => (int) $user['id'], 'roles' => array_values($user['roles'])]));
        return $id;
    }

    public function load(string $id): ?array
    {
        if (!preg_match('/^[a-f0-9]{64}$/', $id)) {
            return null;
        }
        $blob = $this->redis->get('sess:' . $id);
        return $blob === false ? null : unserialize($blob);
    }
}

$redis = new Redis();
$redis->connect('127.0.0.1');
$store = new RedisSessionStore($redis);
$session = $store->load($_COOKIE['sid'] ?? '');
if ($session === null) {
    header('Location: /login.php');
    exit;
}
echo 'Welcome back, user #' . (int) $session['user_id'];
