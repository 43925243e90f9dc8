// corpus: CWE-22 safe — the employee id and period are validated as integers / a YYYY-MM pattern before forming the file name.
<?php
session_start();

function payslip_path(int $employeeId, string $period): ?string
{
    if (!preg_match('/^\d{4}-(0[1-9]|1[0-2])$/', $period)) {
        return null;
    }
    return sprintf('%s/payslips/%d/%s.pdf', __DIR__, $employeeId, $period);
}

$employeeId = (int) ($_SESSION['employee_id'] ?? 0);
$path = payslip_path($employeeId, (string) ($_GET['period'] ?? ''));

if ($path === null || !is_readable($path)) {
    http_response_code(404);
    exit;
}
header('Content-Type: application/pdf');
readfile($path);
