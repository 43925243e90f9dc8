// corpus: CWE-330 safe — mt_rand and shuffle only randomise the display order of practice quiz questions, which is not a secret.
<?php

function practice_questions(PDO $db, int $topicId, int $count): array
{
    $stmt = $db->prepare('SELECT id, prompt FROM questions WHERE topic_id = ? AND practice = 1');
    $stmt->execute([$topicId]);
    $questions = $stmt->fetchAll(PDO::FETCH_ASSOC);
    mt_srand();
    shuffle($questions);
    return array_slice($questions, 0, $count);
}

function colour_for_card(): string
{
    $palette = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fecaca'];
    return $palette[mt_rand(0, count($palette) - 1)];
}

$db = new PDO('sqlite:' . __DIR__ . '/school.sqlite');
foreach (practice_questions($db, (int) ($_GET['topic'] ?? 1), 10) as $q) {
    printf('<div class="card" style="background:%s">%s</div>', colour_for_card(), htmlspecialchars($q['prompt']));
}
