// corpus: CWE-98 vulnerable — the module request value is the complete include path, so php://filter or a log file can be included.
<?php
require __DIR__ . '/bootstrap.php';

function module_file(?string $requested): string
{
    $module = $requested ?: 'modules/dashboard.php';
    if (!str_ends_with($module, '.php') && !str_contains($module, '://')) {
        $module .= '.php';
    }
    return $module;
}

function render_module(string $file): string
{
    ob_start();
    include $file;
    return (string) ob_get_clean();
}

$title = 'School admin';
$content = render_module(module_file($_REQUEST['module'] ?? null));

require __DIR__ . '/layout.php';
