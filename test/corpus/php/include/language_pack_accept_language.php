// corpus: CWE-98 vulnerable — the Accept-Language header chooses the included translation file without validation.
<?php

final class Translator
{
    private array $messages = [];

    public function __construct(string $locale)
    {
        $this->messages = include __DIR__ . '/lang/' . $locale . '.php';
    }

    public function t(string $key): string
    {
        return $this->messages[$key] ?? $key;
    }
}

function negotiated_locale(): string
{
    $header = $_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? 'en';
    return strtolower(substr(explode(',', $header)[0], 0, 40));
}

$tr = new Translator(negotiated_locale());
echo '<h1>' . htmlspecialchars($tr->t('welcome')) . '</h1>';
