// corpus: CWE-98 safe — the report name is reduced with basename and must be in a strict allow-list before it is included.
<?php

final class ReportLoader
{
    private const AVAILABLE = ['attendance', 'grades', 'timetable', 'fees'];

    public static function resolve(string $requested): ?string
    {
        $name = basename($requested);
        if (!in_array($name, self::AVAILABLE, true)) {
            return null;
        }
        return __DIR__ . '/reports/' . $name . '.php';
    }
}

$path = ReportLoader::resolve($_GET['report'] ?? '');
if ($path === null) {
    http_response_code(404);
    exit('Unknown report');
}
include $path;
