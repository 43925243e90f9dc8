// corpus: CWE-79 vulnerable — the name query parameter is echoed into the HTML page without escaping.
<?php
session_start();

function next_appointment(int $patientId): ?array
{
    $db = new PDO('sqlite:' . __DIR__ . '/clinic.sqlite');
    $stmt = $db->prepare('SELECT starts_at, room FROM appointments WHERE patient_id = ? AND starts_at > CURRENT_TIMESTAMP ORDER BY starts_at LIMIT 1');
    $stmt->execute([$patientId]);
    return $stmt->fetch(PDO::FETCH_ASSOC) ?: null;
}

$name = $_GET['name'] ?? 'guest';
$next = next_appointment((int) ($_SESSION['patient_id'] ?? 0));
?>
<!doctype html>
<html>
<head><meta charset="utf-8"><title>Welcome</title></head>
<body>
<?php
echo '<h1>Welcome back, ' . $name . '!</h1>';
if ($next !== null) {
    echo '<p>Your next appointment is on ' . htmlspecialchars($next['starts_at'], ENT_QUOTES) . ' in room ' . htmlspecialchars($next['room'], ENT_QUOTES) . '.</p>';
} else {
    echo '<p>You have no upcoming appointments.</p>';
}
?>
</body>
</html>
