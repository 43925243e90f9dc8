// corpus: CWE-502 safe — the worker unserializes job payloads that the application itself serialized into its own jobs table.
<?php

interface Job
{
    public function handle(PDO $db): void;
}

final class SendInvoiceReminder implements Job
{
    public function __construct(public readonly int $invoiceId, public readonly int $attempt = 1)
    {
    }

    public function handle(PDO $db): void
    {
        $db->prepare('UPDATE invoices SET reminded_at = CURRENT_TIMESTAMP WHERE id = ?')->execute([$this->invoiceId]);
    }
}

final class JobQueue
{
    public function __construct(private PDO $db)
    {
    }

    public function push(Job $job, int $delaySeconds = 0): void
    {
        $this->db->prepare('INSERT INTO jobs (payload, available_at) VALUES (?, ?)')
            ->execute([serialize($job), time() + $delaySeconds]);
    }

    public function pop(): ?array
    {
        $row = $this->db->query('SELECT id, payload FROM jobs WHERE available_at <= ' . time() . ' ORDER BY id LIMIT 1')
            ->fetch(PDO::FETCH_ASSOC);
        if (!$row) {
            return null;
        }
        $this->db->prepare('DELETE FROM jobs WHERE id = ?')->execute([$row['id']]);
        $job = unserialize($row['payload'], ['allowed_classes' => [SendInvoiceReminder::class]]);
        return $job instanceof Job ? [$row['id'], $job] : null;
    }
}

$db = new PDO('sqlite:' . __DIR__ . '/billing.sqlite');
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$queue = new JobQueue($db);

if (($argv[1] ?? '') === 'enqueue-overdue') {
    foreach ($db->query("SELECT id FROM invoices WHERE due_on < date('now') AND paid = 0") as $invoice) {
        $queue->push(new SendInvoiceReminder((int) $invoice['id']));
    }
    exit(0);
}

$processed = 0;
while ($processed < 100 && ($next = $queue->pop()) !== null) {
    [$id, $job] = $next;
    try {
        $job->handle($db);
        $processed++;
    } catch (Throwable $e) {
        fwrite(STDERR, "job $id failed: {$e->getMessage()}\n");
    }
}
fwrite(STDOUT, "processed $processed job(s)\n");
