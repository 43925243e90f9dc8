// corpus: CWE-89 safe — every filter value is bound through a named placeholder, and the sort column is taken from a fixed map keyed by the requested field, never from the request itself.
<?php

declare(strict_types=1);

final class TimesheetRepository
{
    private const SORTS = [
        'date' => 't.work_date',
        'hours' => 't.hours',
        'project' => 'p.name',
    ];

    public function __construct(private PDO $pdo)
    {
    }

    public function search(int $employeeId, array $filters, string $sort, bool $desc): array
    {
        $where = ['t.employee_id = :employee'];
        $params = [':employee' => $employeeId];

        if (!empty($filters['project'])) {
            $where[] = 'p.code = :project';
            $params[':project'] = $filters['project'];
        }
        if (!empty($filters['from'])) {
            $where[] = 't.work_date >= :from';
            $params[':from'] = $filters['from'];
        }
        if (!empty($filters['note'])) {
            $where[] = 't.note LIKE :note';
            $params[':note'] = '%' . addcslashes($filters['note'], '%_\\') . '%';
        }

        $orderBy = self::SORTS[$sort] ?? self::SORTS['date'];
        $sql = 'SELECT t.id, t.work_date, t.hours, t.note, p.name AS project
                  FROM timesheets t JOIN projects p ON p.id = t.project_id
                 WHERE ' . implode(' AND ', $where) . '
              ORDER BY ' . $orderBy . ($desc ? ' DESC' : ' ASC') . '
                 LIMIT 200';

        $stmt = $this->pdo->prepare($sql);
        $stmt->execute($params);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

session_start();
if (!isset($_SESSION['employee_id'])) {
    http_response_code(401);
    exit;
}

$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'), [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$repo = new TimesheetRepository($pdo);

$rows = $repo->search(
    (int) $_SESSION['employee_id'],
    [
        'project' => $_GET['project'] ?? null,
        'from' => $_GET['from'] ?? null,
        'note' => $_GET['note'] ?? null,
    ],
    $_GET['sort'] ?? 'date',
    ($_GET['dir'] ?? 'asc') === 'desc'
);

header('Content-Type: application/json');
echo json_encode($rows);
