// corpus: CWE-89 vulnerable — the tenant cookie is returned by a helper and concatenated into the WHERE clause of a PDO query.
<?php

function current_tenant(): string
{
    return $_COOKIE['tenant'] ?? 'default';
}

function tenant_clause(string $column = 'tenant_slug'): string
{
    return $column . " = '" . current_tenant() . "'";
}

function list_projects(PDO $pdo): array
{
    $stmt = $pdo->query('SELECT id, name, due_on FROM projects WHERE archived = 0 AND ' . tenant_clause());
    return $stmt->fetchAll(PDO::FETCH_ASSOC);
}

$pdo = new PDO('mysql:host=localhost;dbname=crm', 'crm', getenv('CRM_DB_PASS'));
header('Content-Type: application/json');
echo json_encode(list_projects($pdo));
