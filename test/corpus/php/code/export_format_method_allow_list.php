// corpus: CWE-95 safe — the format parameter picks a method through a match with fixed method names before call_user_func.
<?php

final class ScheduleExporter
{
    public function __construct(private array $rows)
    {
    }

    public function csv(): string
    {
        return implode("\n", array_map(fn ($r) => implode(',', $r), $this->rows));
    }

    public function tsv(): string
    {
        return implode("\n", array_map(fn ($r) => implode("\t", $r), $this->rows));
    }

    public function json(): string
    {
        return json_encode($this->rows);
    }
}

$exporter = new ScheduleExporter([['Mon', '09:00', 'Room 4'], ['Tue', '11:00', 'Lab 2']]);
$method = match ($_GET['format'] ?? 'csv') {
    'tsv' => 'tsv',
    'json' => 'json',
    default => 'csv',
};
header('Content-Type: text/plain');
echo call_user_func([$exporter, $method]);
