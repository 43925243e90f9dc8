// corpus: CWE-328 safe — hash_file('sha256') is used to record and compare the integrity of uploaded lab reports.
<?php

function store_report(array $upload, PDO $db): string
{
    $checksum = hash_file('sha256', $upload['tmp_name']);
    $target = __DIR__ . '/reports/' . $checksum . '.pdf';
    move_uploaded_file($upload['tmp_name'], $target);
    $db->prepare('INSERT INTO lab_reports (checksum, received_at) VALUES (?, CURRENT_TIMESTAMP)')->execute([$checksum]);
    return $checksum;
}

function verify_report(string $checksum): bool
{
    $path = __DIR__ . '/reports/' . $checksum . '.pdf';
    return is_file($path) && hash_equals($checksum, hash_file('sha256', $path));
}

$db = new PDO('sqlite:' . __DIR__ . '/lab.sqlite');
$sum = store_report($_FILES['report'], $db);
echo json_encode(['checksum' => $sum, 'verified' => verify_report($sum)]);
