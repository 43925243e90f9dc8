// corpus: CWE-89 vulnerable — the allow-list check only logs an unknown sort column and then still splices it into ORDER BY.
<?php

final class EmployeeDirectory
{
    private const SORTABLE = ['last_name', 'department', 'hired_on'];

    public function __construct(private PDO $pdo)
    {
    }

    public function list(string $sort): array
    {
        if (!in_array($sort, self::SORTABLE, true)) {
            error_log('directory: unexpected sort column requested');
        }

        $stmt = $this->pdo->query("SELECT id, first_name, last_name, department FROM employees ORDER BY $sort");
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$directory = new EmployeeDirectory(new PDO('mysql:host=localhost;dbname=hr', 'hr', getenv('HR_DB_PASS')));
header('Content-Type: application/json');
echo json_encode($directory->list($_GET['sort'] ?? 'last_name'));
