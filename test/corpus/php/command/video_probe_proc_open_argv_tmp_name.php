// corpus: CWE-78 safe — proc_open receives an argument array (no shell) and the path is PHP's own temporary upload name.
<?php

function probe_duration(string $path): ?float
{
    $proc = proc_open(
        ['ffprobe', '-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', $path],
        [1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
        $pipes
    );
    if (!is_resource($proc)) {
        return null;
    }
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    proc_close($proc);
    return is_numeric(trim($out)) ? (float) $out : null;
}

if (($_FILES['clip']['error'] ?? UPLOAD_ERR_NO_FILE) !== UPLOAD_ERR_OK) {
    http_response_code(400);
    exit;
}
$duration = probe_duration($_FILES['clip']['tmp_name']);
header('Content-Type: application/json');
echo json_encode(['seconds' => $duration, 'accepted' => $duration !== null && $duration <= 120]);
