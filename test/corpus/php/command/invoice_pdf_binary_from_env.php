// corpus: CWE-78 safe — the binary path comes from the operator's environment and the only variable argument is escapeshellarg'd.
<?php

final class InvoicePrinter
{
    private string $binary;

    public function __construct()
    {
        $this->binary = getenv('WKHTMLTOPDF_BIN') ?: '/usr/bin/wkhtmltopdf';
    }

    public function render(int $invoiceId, string $html): string
    {
        $in = tempnam(sys_get_temp_dir(), 'inv') . '.html';
        $out = sys_get_temp_dir() . "/invoice-{$invoiceId}.pdf";
        file_put_contents($in, $html);
        exec($this->binary . ' --quiet ' . escapeshellarg($in) . ' ' . escapeshellarg($out), $o, $status);
        unlink($in);
        return $out;
    }
}

$id = (int) ($_GET['invoice'] ?? 0);
$html = '<h1>Invoice #' . $id . '</h1>';
$pdf = (new InvoicePrinter())->render($id, $html);
header('Content-Type: application/pdf');
readfile($pdf);
