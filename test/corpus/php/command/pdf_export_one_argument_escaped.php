// corpus: CWE-78 vulnerable — the output name is escaped with escapeshellarg but the paper size option is appended raw.
<?php

final class ReportPdfExporter
{
    private const BINARY = '/usr/local/bin/wkhtmltopdf';

    public function export(string $htmlFile, string $outputName, string $paper): string
    {
        $out = sys_get_temp_dir() . '/' . basename($outputName) . '.pdf';
        $cmd = self::BINARY
            . ' --page-size ' . $paper
            . ' ' . escapeshellarg($htmlFile)
            . ' ' . escapeshellarg($out);
        exec($cmd . ' 2>/dev/null', $ignored, $status);
        return $status === 0 ? $out : '';
    }
}

$exporter = new ReportPdfExporter();
$file = $exporter->export(__DIR__ . '/reports/monthly.html', $_POST['name'] ?? 'report', $_POST['paper'] ?? 'A4');
if ($file === '') {
    http_response_code(500);
    exit;
}
header('Content-Type: application/pdf');
readfile($file);
