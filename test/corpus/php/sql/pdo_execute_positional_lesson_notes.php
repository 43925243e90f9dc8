// corpus: CWE-89 safe — the lesson id and teacher come from the request but are passed to execute() as positional parameters.
<?php
session_start();

function db(): PDO
{
    static $pdo = null;
    if ($pdo === null) {
        $pdo = new PDO('pgsql:host=localhost;dbname=school', 'school', getenv('SCHOOL_DB_PASS'));
        $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    }
    return $pdo;
}

function save_note(string $lessonId, string $teacher, string $body): void
{
    $stmt = db()->prepare('INSERT INTO lesson_notes (lesson_id, teacher, body, created_at) VALUES (?, ?, ?, now())');
    $stmt->execute([$lessonId, $teacher, $body]);
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    save_note($_POST['lesson_id'] ?? '', $_SESSION['teacher'] ?? 'unknown', $_POST['body'] ?? '');
    header('Location: /lessons.php?saved=1');
    exit;
}
