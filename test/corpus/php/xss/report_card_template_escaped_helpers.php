// corpus: CWE-79 safe — every request-derived value in the report card page passes through the h() helper or an int/float format.
<?php

function h(?string $value): string
{
    return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}

final class ReportCard
{
    /** @param array<string, float> $grades */
    public function __construct(
        public readonly string $studentName,
        public readonly string $className,
        public readonly string $term,
        public readonly array $grades,
        public readonly string $teacherComment,
    ) {
    }

    public function average(): float
    {
        return $this->grades === [] ? 0.0 : array_sum($this->grades) / count($this->grades);
    }
}

final class ReportCardLoader
{
    public function __construct(private PDO $db)
    {
    }

    public function load(int $studentId, string $term): ?ReportCard
    {
        $student = $this->db->prepare('SELECT s.full_name, c.name AS class_name FROM students s JOIN classes c ON c.id = s.class_id WHERE s.id = ?');
        $student->execute([$studentId]);
        $s = $student->fetch(PDO::FETCH_ASSOC);
        if (!$s) {
            return null;
        }
        $grades = $this->db->prepare('SELECT subject, grade FROM grades WHERE student_id = ? AND term = ?');
        $grades->execute([$studentId, $term]);
        $comment = $this->db->prepare('SELECT body FROM teacher_comments WHERE student_id = ? AND term = ?');
        $comment->execute([$studentId, $term]);
        return new ReportCard($s['full_name'], $s['class_name'], $term, $grades->fetchAll(PDO::FETCH_KEY_PAIR), (string) $comment->fetchColumn());
    }
}

$loader = new ReportCardLoader(new PDO('sqlite:' . __DIR__ . '/school.sqlite'));
$term = (string) ($_GET['term'] ?? 'autumn');
$card = $loader->load((int) ($_GET['student'] ?? 0), $term);

if ($card === null) {
    http_response_code(404);
    echo '<p>No report card for term ' . h($term) . '.</p>';
    return;
}
?>
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Report card — <?= h($card->studentName) ?></title></head>
<body>
  <h1><?= h($card->studentName) ?> <small><?= h($card->className) ?></small></h1>
  <h2>Term: <?= h($card->term) ?></h2>
  <table>
    <?php foreach ($card->grades as $subject => $grade): ?>
      <tr><th><?= h((string) $subject) ?></th><td><?= number_format((float) $grade, 1) ?></td></tr>
    <?php endforeach; ?>
    <tr class="avg"><th>Average</th><td><?= number_format($card->average(), 2) ?></td></tr>
  </table>
  <blockquote><?= nl2br(h($card->teacherComment)) ?></blockquote>
  <a href="/report.php?student=<?= (int) ($_GET['student'] ?? 0) ?>&amp;term=<?= h(rawurlencode($term)) ?>&amp;print=1">Print</a>
</body>
</html>
