// corpus: CWE-95 vulnerable — the fn query parameter names the function call_user_func invokes, so fn=system&arg=id runs a command.
<?php

function format_row(array $row): string
{
    return implode(' | ', $row);
}

$rows = [['Alice', 'Math', 'A'], ['Bram', 'Biology', 'B+']];
$formatter = $_GET['fn'] ?? 'format_row';
$argument = $_GET['arg'] ?? null;

header('Content-Type: text/plain');
if ($argument !== null) {
    echo call_user_func($formatter, $argument);
    exit;
}
foreach ($rows as $row) {
    echo call_user_func($formatter, $row), "\n";
}
