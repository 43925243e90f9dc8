// corpus: CWE-89 safe — the sort parameter is mapped by a match expression onto fixed column names; anything else falls back to a constant.
<?php

final class PayslipQuery
{
    public static function orderColumn(?string $sort): string
    {
        return match ($sort) {
            'net' => 'net_amount',
            'gross' => 'gross_amount',
            'employee' => 'employee_name',
            default => 'period_end',
        };
    }

    public static function direction(?string $dir): string
    {
        return strtolower((string) $dir) === 'asc' ? 'ASC' : 'DESC';
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=payroll', 'payroll', getenv('PAYROLL_DB_PASS'));
$column = PayslipQuery::orderColumn($_GET['sort'] ?? null);
$direction = PayslipQuery::direction($_GET['dir'] ?? null);

$stmt = $pdo->query("SELECT id, employee_name, period_end, gross_amount, net_amount FROM payslips ORDER BY $column $direction LIMIT 100");
header('Content-Type: application/json');
echo json_encode($stmt->fetchAll(PDO::FETCH_ASSOC));
