// corpus: CWE-78 safe — argv options are validated, passed as escapeshellarg'd values, and the dump runs from a proc_open argument array.
<?php

final class BackupConfig
{
    public function __construct(
        public readonly string $database,
        public readonly string $targetDir,
        public readonly int $keep,
        public readonly bool $compress,
    ) {
    }

    public static function fromArgv(array $argv): self
    {
        $database = 'clinic';
        $targetDir = '/var/backups/clinic';
        $keep = 7;
        $compress = true;

        foreach (array_slice($argv, 1) as $arg) {
            if (str_starts_with($arg, '--db=')) {
                $database = substr($arg, 5);
            } elseif (str_starts_with($arg, '--dir=')) {
                $targetDir = substr($arg, 6);
            } elseif (str_starts_with($arg, '--keep=')) {
                $keep = (int) substr($arg, 7);
            } elseif ($arg === '--no-gzip') {
                $compress = false;
            }
        }

        if (!preg_match('/^[a-z_][a-z0-9_]{0,62}$/', $database)) {
            throw new InvalidArgumentException('invalid database name');
        }
        if (!is_dir($targetDir)) {
            throw new InvalidArgumentException('target directory does not exist');
        }
        return new self($database, rtrim($targetDir, '/'), max(1, $keep), $compress);
    }
}

final class PgDumpRunner
{
    public function dump(BackupConfig $config): string
    {
        $file = sprintf('%s/%s-%s.sql', $config->targetDir, $config->database, date('Ymd-His'));
        $proc = proc_open(['pg_dump', '--no-owner', '--file', $file, '--', $config->database], [2 => ['pipe', 'w']], $pipes);
        $err = stream_get_contents($pipes[2]);
        fclose($pipes[2]);
        if (proc_close($proc) !== 0) {
            throw new RuntimeException('pg_dump failed: ' . trim($err));
        }
        if ($config->compress) {
            exec('gzip -9 -- ' . escapeshellarg($file), $out, $status);
            if ($status !== 0) {
                throw new RuntimeException('gzip failed');
            }
            $file .= '.gz';
        }
        return $file;
    }

    public function prune(BackupConfig $config): int
    {
        $files = glob($config->targetDir . '/' . $config->database . '-*.sql*') ?: [];
        rsort($files);
        $removed = 0;
        foreach (array_slice($files, $config->keep) as $old) {
            exec('rm -f -- ' . escapeshellarg($old));
            $removed++;
        }
        return $removed;
    }
}

try {
    $config = BackupConfig::fromArgv($argv);
    $runner = new PgDumpRunner();
    $file = $runner->dump($config);
    $pruned = $runner->prune($config);
    fwrite(STDOUT, "wrote $file, pruned $pruned old backup(s)\n");
} catch (InvalidArgumentException $e) {
    fwrite(STDERR, 'usage error: ' . $e->getMessage() . "\n");
    exit(2);
} catch (RuntimeException $e) {
    fwrite(STDERR, $e->getMessage() . "\n");
    exit(1);
}
