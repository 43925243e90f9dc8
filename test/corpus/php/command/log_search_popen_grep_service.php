// corpus: CWE-78 vulnerable — the search pattern from the admin form reaches popen via the LogSearch service without quoting.
<?php

interface LogSource
{
    public function path(): string;
}

final class NginxAccessLog implements LogSource
{
    public function path(): string
    {
        return '/var/log/nginx/access.log';
    }
}

final class LogSearch
{
    public function __construct(private LogSource $source, private int $maxLines = 200)
    {
    }

    public function grep(string $pattern): array
    {
        $handle = popen('grep -i ' . $pattern . ' ' . $this->source->path() . ' | tail -n ' . $this->maxLines, 'r');
        $lines = [];
        while ($handle && ($line = fgets($handle)) !== false) {
            $lines[] = rtrim($line);
        }
        if ($handle) {
            pclose($handle);
        }
        return $lines;
    }
}

$search = new LogSearch(new NginxAccessLog());
header('Content-Type: text/plain');
echo implode("\n", $search->grep($_GET['pattern'] ?? '500'));
