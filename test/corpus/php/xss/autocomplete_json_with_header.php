// corpus: CWE-79 safe — the JSON response is sent with application/json, nosniff and JSON_HEX_TAG, so browsers never render it as HTML.
<?php

final class ClinicFinder
{
    private const CLINICS = ['Northside Family Practice', 'Harbour Dental', 'Oak Street Physio'];

    public static function suggest(string $prefix): array
    {
        return array_values(array_filter(self::CLINICS, fn ($c) => stripos($c, $prefix) === 0));
    }
}

$prefix = $_GET['term'] ?? '';
header('Content-Type: application/json; charset=utf-8');
header('X-Content-Type-Options: nosniff');
echo json_encode(['query' => $prefix, 'suggestions' => ClinicFinder::suggest($prefix)], JSON_HEX_TAG | JSON_HEX_AMP);
