// corpus: CWE-117 vulnerable — the User-Agent header is appended verbatim to the audit log file, so CR/LF inject fake lines.
<?php

final class DownloadAudit
{
    public function __construct(private string $file)
    {
    }

    public function record(string $document, string $userAgent): void
    {
        $line = sprintf("%s download doc=%s agent=%s\n", date('c'), $document, $userAgent);
        file_put_contents($this->file, $line, FILE_APPEND | LOCK_EX);
    }
}

$doc = basename($_GET['doc'] ?? 'brochure.pdf');
(new DownloadAudit(__DIR__ . '/var/log/downloads.log'))->record($doc, $_SERVER['HTTP_USER_AGENT'] ?? 'unknown');
header('Location: /files/' . rawurlencode($doc));
