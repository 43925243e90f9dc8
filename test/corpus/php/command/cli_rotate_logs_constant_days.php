// corpus: CWE-78 safe — the argv value is only compared with fixed words; the find command is built from constants.
<?php
const LOG_DIR = '/var/log/payroll';
const KEEP_DAYS = 14;
const LOCK_FILE = '/tmp/payroll-log-rotate.lock';

function usage(): never
{
    fwrite(STDERR, "usage: php rotate_logs.php [--dry-run|--help]\n");
    exit(2);
}

function acquire_lock()
{
    $lock = fopen(LOCK_FILE, 'c');
    if ($lock === false || !flock($lock, LOCK_EX | LOCK_NB)) {
        fwrite(STDERR, "another rotation is running\n");
        exit(1);
    }
    return $lock;
}

$mode = $argv[1] ?? '';
if ($mode === '--help') {
    usage();
}
$dryRun = $mode === '--dry-run';
$action = $dryRun ? '-print' : '-delete';

$lock = acquire_lock();
$cmd = sprintf('find %s -name "*.log.gz" -mtime +%d %s', LOG_DIR, KEEP_DAYS, $action);
passthru($cmd, $status);
flock($lock, LOCK_UN);
exit($status);
