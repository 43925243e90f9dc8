// corpus: CWE-328 safe — md5 only derives a cache key from the query parameters; collisions would merely share a cached listing.
<?php

final class ListingCache
{
    public function __construct(private string $dir, private int $ttl = 300)
    {
    }

    public function remember(array $params, callable $build): string
    {
        ksort($params);
        $file = $this->dir . '/listing-' . md5(http_build_query($params)) . '.html';
        if (is_file($file) && filemtime($file) > time() - $this->ttl) {
            return (string) file_get_contents($file);
        }
        $html = $build();
        file_put_contents($file, $html, LOCK_EX);
        return $html;
    }
}

$cache = new ListingCache(__DIR__ . '/var/cache');
$params = ['page' => (int) ($_GET['page'] ?? 1), 'sort' => ($_GET['sort'] ?? '') === 'price' ? 'price' : 'name'];
echo $cache->remember($params, fn () => '<ul><li>Page ' . $params['page'] . ' sorted by ' . $params['sort'] . '</li></ul>');
