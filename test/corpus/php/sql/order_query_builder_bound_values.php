// corpus: CWE-89 safe — the small query builder only concatenates allow-listed column names and "?" markers; every request value is bound.
<?php

final class OrderQuery
{
    private const COLUMNS = ['status', 'channel', 'country', 'placed_on'];
    private const SORTS = ['placed_on' => 'o.placed_on', 'total' => 'o.total', 'customer' => 'c.name'];

    /** @var list<string> */
    private array $conditions = [];
    /** @var list<mixed> */
    private array $params = [];
    private string $order = 'o.placed_on DESC';
    private int $limit = 50;

    public function whereEquals(string $column, string $value): self
    {
        if (!in_array($column, self::COLUMNS, true)) {
            throw new InvalidArgumentException("cannot filter on $column");
        }
        $this->conditions[] = "o.$column = ?";
        $this->params[] = $value;
        return $this;
    }

    public function placedBetween(string $from, string $to): self
    {
        $this->conditions[] = 'o.placed_on BETWEEN ? AND ?';
        array_push($this->params, $from, $to);
        return $this;
    }

    public function sortBy(string $key, bool $descending): self
    {
        $column = self::SORTS[$key] ?? 'o.placed_on';
        $this->order = $column . ($descending ? ' DESC' : ' ASC');
        return $this;
    }

    public function limit(int $limit): self
    {
        $this->limit = max(1, min(500, $limit));
        return $this;
    }

    public function sql(): string
    {
        $where = $this->conditions === [] ? '1 = 1' : implode(' AND ', $this->conditions);
        return "SELECT o.id, o.total, o.status, c.name AS customer
                FROM orders o JOIN customers c ON c.id = o.customer_id
                WHERE $where ORDER BY {$this->order} LIMIT {$this->limit}";
    }

    public function params(): array
    {
        return $this->params;
    }
}

final class OrderReportController
{
    public function __construct(private PDO $pdo)
    {
    }

    public function handle(array $query): array
    {
        $builder = (new OrderQuery())
            ->sortBy((string) ($query['sort'] ?? 'placed_on'), ($query['dir'] ?? 'desc') === 'desc')
            ->limit((int) ($query['limit'] ?? 50));

        foreach (['status', 'channel', 'country'] as $column) {
            if (isset($query[$column]) && is_string($query[$column]) && $query[$column] !== '') {
                $builder->whereEquals($column, $query[$column]);
            }
        }
        if (isset($query['from'], $query['to'])) {
            $builder->placedBetween((string) $query['from'], (string) $query['to']);
        }

        $stmt = $this->pdo->prepare($builder->sql());
        $stmt->execute($builder->params());
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=shop', 'reporting', getenv('SHOP_REPORTING_PASS'));
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

header('Content-Type: application/json');
try {
    echo json_encode((new OrderReportController($pdo))->handle($_GET));
} catch (InvalidArgumentException $e) {
    http_response_code(400);
    echo json_encode(['error' => $e->getMessage()]);
}
