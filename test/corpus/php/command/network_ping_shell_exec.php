// corpus: CWE-78 vulnerable — the host form field is appended to a ping command run through shell_exec.
<?php
session_start();
if (($_SESSION['role'] ?? '') !== 'support') {
    http_response_code(403);
    exit('Support staff only');
}

function ping(string $host): string
{
    return (string) shell_exec('ping -c 3 -W 2 ' . $host . ' 2>&1');
}

function packet_loss(string $output): ?string
{
    return preg_match('/(\d+(?:\.\d+)?)% packet loss/', $output, $m) ? $m[1] . '%' : null;
}

$output = '';
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $host = trim($_POST['host'] ?? '');
    if ($host !== '') {
        $output = ping($host);
    }
}
?>
<form method="post">
  <label>Customer router <input name="host"></label>
  <button>Ping</button>
</form>
<p>Packet loss: <?= htmlspecialchars((string) packet_loss($output), ENT_QUOTES) ?></p>
<pre><?= htmlspecialchars($output, ENT_QUOTES) ?></pre>
