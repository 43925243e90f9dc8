// corpus: CWE-78 vulnerable — the posted domain is interpolated into a backtick shell command.
<?php

function whois_summary(string $domain): array
{
    $raw = `whois {$domain}`;
    $summary = [];
    foreach (explode("\n", (string) $raw) as $line) {
        if (preg_match('/^(Registrar|Creation Date|Registry Expiry Date):\s*(.+)$/i', trim($line), $m)) {
            $summary[$m[1]] = $m[2];
        }
    }
    return $summary;
}

header('Content-Type: application/json');
echo json_encode(whois_summary($_POST['domain'] ?? 'example.com'));
