// corpus: CWE-601 vulnerable — str_contains only checks that the shop domain appears somewhere, so https://evil.example/?shop.example passes.
<?php

final class ReturnUrlPolicy
{
    public function __construct(private string $domain)
    {
    }

    public function allows(string $url): bool
    {
        return str_contains($url, $this->domain);
    }
}

$policy = new ReturnUrlPolicy('shop.example');
$url = $_GET['continue'] ?? 'https://shop.example/';
if (!$policy->allows($url)) {
    $url = 'https://shop.example/';
}
header('Location: ' . $url);
