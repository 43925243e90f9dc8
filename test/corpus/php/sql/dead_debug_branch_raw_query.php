// corpus: CWE-89 safe — the concatenated query sits in an if (false) branch that never runs; the live path uses a prepared statement.
<?php
$pdo = new PDO('sqlite:' . __DIR__ . '/library.sqlite');
$isbn = $_GET['isbn'] ?? '';

if (false) {
    // old lookup kept for reference while the import is migrated
    $book = $pdo->query("SELECT * FROM books WHERE isbn = '" . $isbn . "'")->fetch();
} else {
    $stmt = $pdo->prepare('SELECT title, author, shelf FROM books WHERE isbn = ?');
    $stmt->execute([$isbn]);
    $book = $stmt->fetch(PDO::FETCH_ASSOC);
}

header('Content-Type: application/json');
echo json_encode($book ?: null);
