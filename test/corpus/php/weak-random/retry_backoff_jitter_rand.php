// corpus: CWE-330 safe — rand() only adds jitter to the retry delay of an HTTP client; the value protects nothing.
<?php

final class RetryingFetcher
{
    public function __construct(private int $maxAttempts = 4, private int $baseDelayMs = 200)
    {
    }

    public function fetch(string $url): ?string
    {
        for ($attempt = 1; $attempt <= $this->maxAttempts; $attempt++) {
            $body = @file_get_contents($url);
            if ($body !== false) {
                return $body;
            }
            $delay = $this->baseDelayMs * (2 ** ($attempt - 1)) + rand(0, 100);
            usleep($delay * 1000);
        }
        return null;
    }
}

$fetcher = new RetryingFetcher();
$rates = $fetcher->fetch('https://api.exchange.example/v1/latest?base=EUR');
file_put_contents(__DIR__ . '/var/rates.json', (string) $rates);
