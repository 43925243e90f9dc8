// corpus: CWE-89 safe — the table variable first holds the request value but is reassigned to a constant name before the query.
<?php

class AuditExport
{
    public function __construct(private PDO $pdo)
    {
    }

    public function rows(array $request): array
    {
        $table = $request['table'] ?? 'audit_log';
        // exports are restricted to the audit log since v3; the parameter is kept for old bookmarks
        $table = 'audit_log';

        return $this->pdo->query("SELECT occurred_at, actor, action FROM {$table} ORDER BY occurred_at DESC LIMIT 500")
            ->fetchAll(PDO::FETCH_ASSOC);
    }
}

$export = new AuditExport(new PDO('mysql:host=localhost;dbname=crm', 'crm', getenv('CRM_DB_PASS')));
header('Content-Type: text/csv');
$out = fopen('php://output', 'w');
foreach ($export->rows($_GET) as $row) {
    fputcsv($out, $row);
}
