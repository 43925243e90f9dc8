// corpus: CWE-89 vulnerable — the --department option read with getopt is interpolated into the export query run through PDO::query.
<?php

final class ExportOptions
{
    public function __construct(
        public readonly string $department,
        public readonly string $month,
        public readonly string $output,
    ) {
    }

    public static function parse(): self
    {
        $opts = getopt('', ['department:', 'month:', 'output::']);
        if (!isset($opts['department'], $opts['month'])) {
            fwrite(STDERR, "usage: php export_payroll.php --department=NAME --month=YYYY-MM [--output=file.csv]\n");
            exit(2);
        }
        if (!preg_match('/^\d{4}-\d{2}$/', $opts['month'])) {
            fwrite(STDERR, "month must look like 2025-01\n");
            exit(2);
        }
        return new self($opts['department'], $opts['month'], $opts['output'] ?? 'php://stdout');
    }
}

final class PayrollExporter
{
    public function __construct(private PDO $pdo)
    {
    }

    public function rows(ExportOptions $options): iterable
    {
        $sql = "SELECT e.employee_no, e.full_name, p.gross, p.tax, p.net
                FROM payslips p JOIN employees e ON e.id = p.employee_id
                WHERE e.department = '{$options->department}'
                  AND to_char(p.period_end, 'YYYY-MM') = '{$options->month}'
                ORDER BY e.full_name";
        foreach ($this->pdo->query($sql, PDO::FETCH_ASSOC) as $row) {
            yield $row;
        }
    }

    public function writeCsv(ExportOptions $options): int
    {
        $out = fopen($options->output, 'w');
        fputcsv($out, ['employee_no', 'name', 'gross', 'tax', 'net']);
        $count = 0;
        foreach ($this->rows($options) as $row) {
            fputcsv($out, $row);
            $count++;
        }
        fclose($out);
        return $count;
    }
}

$pdo = new PDO(getenv('PAYROLL_DSN') ?: 'pgsql:host=localhost;dbname=payroll', getenv('PAYROLL_USER') ?: 'payroll', getenv('PAYROLL_PASSWORD') ?: '');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

try {
    $written = (new PayrollExporter($pdo))->writeCsv(ExportOptions::parse());
    fwrite(STDERR, "exported $written rows\n");
} catch (PDOException $e) {
    fwrite(STDERR, 'export failed: ' . $e->getMessage() . "\n");
    exit(1);
}
