// corpus: CWE-79 vulnerable — the search term is printed with a short echo tag inside the results heading without escaping.
<?php
require __DIR__ . '/lib/catalog.php';

$term = $_GET['q'] ?? '';
$results = $term === '' ? [] : catalog_search($term);
?>
<section class="results">
  <h2>Results for “<?= $term ?>”</h2>
  <?php if ($results === []): ?>
    <p>No products matched.</p>
  <?php else: ?>
    <ul>
      <?php foreach ($results as $r): ?>
        <li><?= htmlspecialchars($r['name'], ENT_QUOTES) ?></li>
      <?php endforeach; ?>
    </ul>
  <?php endif; ?>
</section>
