// corpus: CWE-117 safe — only the integer-cast employee id and a fixed action word from a match are written to syslog.
<?php

function payroll_action(string $raw): string
{
    return match ($raw) {
        'approve' => 'approve',
        'reject' => 'reject',
        default => 'view',
    };
}

$employeeId = (int) ($_POST['employee_id'] ?? 0);
$action = payroll_action((string) ($_POST['action'] ?? ''));

openlog('payroll', LOG_PID, LOG_USER);
syslog(LOG_INFO, sprintf('timesheet %s for employee %d', $action, $employeeId));
closelog();

echo 'Recorded';
