// corpus: CWE-117 vulnerable — the posted username is concatenated into error_log, so embedded newlines forge extra log entries.
<?php
session_start();

$pdo = new PDO('mysql:host=localhost;dbname=school', 'school', getenv('SCHOOL_DB_PASS'));
$user = $_POST['user'] ?? '';
$stmt = $pdo->prepare('SELECT id, password_hash FROM teachers WHERE login = ?');
$stmt->execute([$user]);
$row = $stmt->fetch(PDO::FETCH_ASSOC);

if (!$row || !password_verify($_POST['password'] ?? '', $row['password_hash'])) {
    error_log('Login failed for ' . $user . ' from ' . ($_SERVER['REMOTE_ADDR'] ?? '-'));
    http_response_code(401);
    exit('Invalid login');
}

$_SESSION['teacher_id'] = (int) $row['id'];
header('Location: /gradebook.php');
