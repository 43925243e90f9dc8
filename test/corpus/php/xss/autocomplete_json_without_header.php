// corpus: CWE-79 vulnerable — json_encode does not escape "<" or ">", and the response keeps PHP's default text/html content type.
<?php

final class CityIndex
{
    /** @var list<string> */
    private array $cities;

    public function __construct(string $file)
    {
        $this->cities = file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [];
    }

    public function startingWith(string $prefix, int $limit = 8): array
    {
        $matches = array_filter($this->cities, fn (string $c) => stripos($c, $prefix) === 0);
        return array_slice(array_values($matches), 0, $limit);
    }
}

function suggestions(CityIndex $index, string $prefix): array
{
    return ['query' => $prefix, 'suggestions' => $index->startingWith($prefix)];
}

$index = new CityIndex(__DIR__ . '/data/cities.txt');
echo json_encode(suggestions($index, $_GET['term'] ?? ''));
