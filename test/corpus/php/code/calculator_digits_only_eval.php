// corpus: CWE-95 safe — the expression must match a regex of digits, spaces, dots, parentheses and + - * / before eval, so no code can be named.
<?php

function calculate(string $expression): ?float
{
    if (strlen($expression) > 200 || !preg_match('/^[0-9+\-*\/(). ]+$/', $expression)) {
        return null;
    }
    try {
        return (float) eval('return ' . $expression . ';');
    } catch (Throwable $e) {
        return null;
    }
}

$expr = $_GET['expr'] ?? '0';
header('Content-Type: application/json');
echo json_encode(['expr' => $expr, 'value' => calculate($expr)]);
