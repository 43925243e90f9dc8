// corpus: CWE-79 safe — the template prints the escaped "display" entry; the raw "raw" entry holding the query is never echoed.
<?php

final class View
{
    public static function esc(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_HTML5, 'UTF-8');
    }

    public static function filterSummary(array $query): array
    {
        $raw = (string) ($query['category'] ?? '');
        return ['raw' => $raw, 'display' => self::esc($raw === '' ? 'All categories' : $raw)];
    }
}

$summary = View::filterSummary($_GET);
?>
<div class="filters">
  <span>Category: <?= $summary['display'] ?></span>
  <a href="/courses.php">Clear</a>
</div>
