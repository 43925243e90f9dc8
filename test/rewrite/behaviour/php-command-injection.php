<?php // behaviour: a request value that stood alone as one argument of a command line is quoted with escapeshellarg: the same command for ordinary values
// safe-fixes: php.security.command-injection
$_GET['file'] = 'notes.txt';
$_GET['user'] = 'alice';

$file = $_GET['file'];
echo shell_exec('echo checking ' . $file);
echo shell_exec("printf '%s\n' hello {$_GET['user']}");
$lines = [];
$status = 0;
exec('echo ' . $_GET['user'] . ' done', $lines, $status);
echo implode("\n", $lines), "\n", $status, "\n";
