// corpus: CWE-89 safe — only the integer limit entry of the filter array is interpolated; the search text is bound as a parameter.
<?php

function build_filters(array $query): array
{
    return [
        'q' => (string) ($query['q'] ?? ''),
        'limit' => min(100, max(1, (int) ($query['limit'] ?? 20))),
    ];
}

function search_recipes(PDO $pdo, array $filters): array
{
    $stmt = $pdo->prepare("SELECT id, title, minutes FROM recipes WHERE title LIKE ? ORDER BY title LIMIT {$filters['limit']}");
    $stmt->execute(['%' . $filters['q'] . '%']);
    return $stmt->fetchAll(PDO::FETCH_ASSOC);
}

$pdo = new PDO('mysql:host=localhost;dbname=recipes', 'recipes', getenv('RECIPES_DB_PASS'));
header('Content-Type: application/json');
echo json_encode(search_recipes($pdo, build_filters($_GET)));
