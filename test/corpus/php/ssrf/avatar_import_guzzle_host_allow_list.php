// corpus: CWE-918 safe — Guzzle only fetches the avatar when parse_url yields https and an allow-listed host, with redirects disabled.
<?php

use GuzzleHttp\Client;
use GuzzleHttp\Exception\TransferException;

final class AvatarImporter
{
    private const HOSTS = ['avatars.githubusercontent.com', 'secure.gravatar.com'];

    public function __construct(private Client $http, private string $dir)
    {
    }

    public static function allowed(string $url): bool
    {
        $parts = parse_url($url);
        return is_array($parts)
            && ($parts['scheme'] ?? null) === 'https'
            && !isset($parts['user'])
            && !isset($parts['port'])
            && !str_contains($url, '\\')
            && in_array(strtolower($parts['host'] ?? ''), self::HOSTS, true);
    }

    public function import(int $userId, string $url): bool
    {
        if (!self::allowed($url)) {
            return false;
        }
        try {
            $response = $this->http->get($url, ['allow_redirects' => false, 'timeout' => 5]);
        } catch (TransferException $e) {
            return false;
        }
        if ($response->getStatusCode() !== 200) {
            return false;
        }
        return file_put_contents($this->dir . '/' . $userId . '.img', (string) $response->getBody()) !== false;
    }
}

session_start();
$importer = new AvatarImporter(new Client(), __DIR__ . '/avatars');
$ok = $importer->import((int) ($_SESSION['user_id'] ?? 0), (string) ($_POST['avatar_url'] ?? ''));
echo $ok ? 'Avatar imported' : 'Only GitHub or Gravatar images can be imported';
