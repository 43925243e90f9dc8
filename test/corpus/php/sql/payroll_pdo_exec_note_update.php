// corpus: CWE-89 vulnerable — the employee id is cast to int but the free-text note is concatenated into the PDO::exec statement.
<?php
session_start();
if (($_SESSION['role'] ?? '') !== 'payroll') {
    http_response_code(403);
    exit;
}

$pdo = new PDO('pgsql:host=db;dbname=payroll', 'payroll_app', getenv('PAYROLL_DB_PASSWORD'));

$employeeId = (int) ($_POST['employee_id'] ?? 0);
$note = $_POST['note'] ?? '';

$affected = $pdo->exec(
    "UPDATE salary_adjustments SET reviewer_note = '" . $note . "', reviewed_at = now() WHERE employee_id = " . $employeeId
);

header('Content-Type: application/json');
echo json_encode(['updated' => $affected]);
