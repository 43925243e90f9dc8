// corpus: CWE-89 vulnerable — addslashes does nothing for an unquoted numeric context, so "1 OR 1=1" still changes the query.
<?php
$link = mysqli_connect('localhost', 'school', getenv('SCHOOL_DB_PASS'), 'school');

function fetch_grades(mysqli $link, string $studentId): array
{
    $sql = 'SELECT c.title, g.grade, g.term FROM grades g JOIN courses c ON c.id = g.course_id '
         . 'WHERE g.student_id = ' . addslashes($studentId) . ' ORDER BY g.term DESC';
    $res = mysqli_query($link, $sql);
    $rows = [];
    while ($row = mysqli_fetch_assoc($res)) {
        $rows[] = $row;
    }
    return $rows;
}

$grades = fetch_grades($link, $_GET['student'] ?? '0');
?>
<table class="grades">
<?php foreach ($grades as $g): ?>
  <tr><td><?= htmlspecialchars($g['title']) ?></td><td><?= htmlspecialchars($g['grade']) ?></td><td><?= htmlspecialchars($g['term']) ?></td></tr>
<?php endforeach; ?>
</table>
