// corpus: CWE-79 safe — the name is escaped with htmlspecialchars(ENT_QUOTES, UTF-8) and placed in element text and a quoted attribute.
<?php
session_start();

function upcoming_appointments(int $patientId): array
{
    $db = new PDO('sqlite:' . __DIR__ . '/clinic.sqlite');
    $stmt = $db->prepare('SELECT starts_at, doctor FROM appointments WHERE patient_id = ? AND starts_at > CURRENT_TIMESTAMP ORDER BY starts_at LIMIT 3');
    $stmt->execute([$patientId]);
    return $stmt->fetchAll(PDO::FETCH_ASSOC);
}

$name = $_GET['name'] ?? 'guest';
$safeName = htmlspecialchars($name, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
$appointments = upcoming_appointments((int) ($_SESSION['patient_id'] ?? 0));
?>
<!doctype html>
<html>
<body>
<?php echo '<h1 title="' . $safeName . '">Welcome back, ' . $safeName . '!</h1>'; ?>
<ul>
<?php foreach ($appointments as $a): ?>
  <li><?= htmlspecialchars($a['starts_at'], ENT_QUOTES, 'UTF-8') ?> with <?= htmlspecialchars($a['doctor'], ENT_QUOTES, 'UTF-8') ?></li>
<?php endforeach; ?>
</ul>
</body>
</html>
