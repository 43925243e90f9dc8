// corpus: CWE-79 vulnerable — htmlspecialchars output goes into an unquoted value attribute, so a space lets "autofocus onfocus=…" in.
<?php

function search_recipes(string $query): array
{
    $pdo = new PDO('sqlite:' . __DIR__ . '/recipes.sqlite');
    $stmt = $pdo->prepare('SELECT id, title, minutes FROM recipes WHERE title LIKE ? ORDER BY title LIMIT 30');
    $stmt->execute(['%' . $query . '%']);
    return $stmt->fetchAll(PDO::FETCH_ASSOC);
}

$query = $_GET['q'] ?? '';
$escaped = htmlspecialchars($query, ENT_QUOTES, 'UTF-8');
$results = $query === '' ? [] : search_recipes($query);
?>
<form action="/search.php" method="get">
  <input type="search" name="q" value=<?= $escaped ?>>
  <button type="submit">Search</button>
</form>
<p>Showing <?= count($results) ?> results for <strong><?= $escaped ?></strong></p>
<ul>
<?php foreach ($results as $r): ?>
  <li><a href="/recipe.php?id=<?= (int) $r['id'] ?>"><?= htmlspecialchars($r['title'], ENT_QUOTES, 'UTF-8') ?></a>
      (<?= (int) $r['minutes'] ?> min)</li>
<?php endforeach; ?>
</ul>
