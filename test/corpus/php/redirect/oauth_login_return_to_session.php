// corpus: CWE-601 vulnerable — return_to is stored in the session before the OAuth round trip and used unchecked as the final redirect.
<?php
session_start();

final class OAuthConfig
{
    public function __construct(
        public readonly string $clientId,
        public readonly string $clientSecret,
        public readonly string $authorizeUrl,
        public readonly string $tokenUrl,
        public readonly string $callbackUrl,
    ) {
    }

    public static function fromEnv(): self
    {
        return new self(
            getenv('OAUTH_CLIENT_ID') ?: '',
            getenv('OAUTH_CLIENT_SECRET') ?: '',
            'https://id.booking.example/oauth/authorize',
            'https://id.booking.example/oauth/token',
            'https://app.booking.example/oauth.php?step=callback',
        );
    }
}

final class OAuthFlow
{
    public function __construct(private OAuthConfig $config)
    {
    }

    public function begin(?string $returnTo): string
    {
        $_SESSION['oauth_state'] = bin2hex(random_bytes(16));
        $_SESSION['return_to'] = $returnTo ?: '/';

        return $this->config->authorizeUrl . '?' . http_build_query([
            'response_type' => 'code',
            'client_id' => $this->config->clientId,
            'redirect_uri' => $this->config->callbackUrl,
            'state' => $_SESSION['oauth_state'],
        ]);
    }

    public function finish(string $code, string $state): string
    {
        if (!hash_equals($_SESSION['oauth_state'] ?? '', $state)) {
            throw new RuntimeException('state mismatch');
        }
        $ch = curl_init($this->config->tokenUrl);
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_POSTFIELDS => http_build_query([
                'grant_type' => 'authorization_code',
                'code' => $code,
                'redirect_uri' => $this->config->callbackUrl,
                'client_id' => $this->config->clientId,
                'client_secret' => $this->config->clientSecret,
            ]),
        ]);
        $token = json_decode((string) curl_exec($ch), true);
        curl_close($ch);
        if (!isset($token['access_token'])) {
            throw new RuntimeException('token exchange failed');
        }
        $_SESSION['access_token'] = $token['access_token'];
        session_regenerate_id(true);

        return $_SESSION['return_to'] ?? '/';
    }
}

$flow = new OAuthFlow(OAuthConfig::fromEnv());

try {
    if (($_GET['step'] ?? '') === 'callback') {
        header('Location: ' . $flow->finish($_GET['code'] ?? '', $_GET['state'] ?? ''));
    } else {
        header('Location: ' . $flow->begin($_GET['return_to'] ?? null));
    }
} catch (RuntimeException $e) {
    http_response_code(400);
    echo 'Sign-in failed, please try again.';
}
