// corpus: CWE-89 vulnerable — the q parameter is interpolated with {$_GET['q']} into a LIKE clause passed to PDO::query.
<?php
$pdo = new PDO('mysql:host=localhost;dbname=blog;charset=utf8mb4', 'blog', getenv('BLOG_DB_PASS'));
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

$articles = [];
if (isset($_GET['q']) && $_GET['q'] !== '') {
    $sql = "SELECT id, title, published_at FROM articles
            WHERE status = 'published' AND title LIKE '%{$_GET['q']}%'
            ORDER BY published_at DESC LIMIT 20";
    $articles = $pdo->query($sql)->fetchAll(PDO::FETCH_ASSOC);
}

header('Content-Type: text/html; charset=utf-8');
foreach ($articles as $article) {
    printf(
        '<li><a href="/post.php?id=%d">%s</a></li>',
        $article['id'],
        htmlspecialchars($article['title'], ENT_QUOTES)
    );
}
