<?php
$host = $_GET['host'] ?? 'localhost';
$file = $_POST['file'] ?? 'report.txt';

// ruleid: php.security.command-injection
$output = shell_exec('ping -c 1 ' . escapeshellarg($host));
// ruleid: php.security.command-injection
system("nslookup " . escapeshellarg($host));
// ok: php.security.command-injection
$safe = shell_exec('ping -c 1 ' . escapeshellarg($host));
// ruleid: php.security.command-injection
exec(escapeshellcmd('wc -l ' . $file), $lines);
// ok: php.security.command-injection
exec('uptime', $uptime);
// ruleid: php.security.command-injection
$listing = `ls -la $file`;
// ok: php.security.command-injection
$process = proc_open(['gzip', '-k', $file], [], $pipes);

function archive(string $folder): void
{
    // ruleid: php.security.command-injection@low
    passthru('tar czf backup.tgz ' . escapeshellarg($folder));
}
