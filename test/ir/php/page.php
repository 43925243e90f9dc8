<?php
require __DIR__ . '/bootstrap.php';

$q = $_GET['q'] ?? '';
$page = (int) ($_GET['page'] ?? 1);
$agent = $_SERVER['HTTP_USER_AGENT'] ?? '';
$self = $_SERVER['PHP_SELF'];
$upload = $_FILES['avatar']['tmp_name'];
$body = file_get_contents('php://input');
if (!isset($_POST['token']) || empty($q)) {
    exit('missing');
}
$pdo = new PDO('sqlite:' . __DIR__ . '/app.db');
$rows = $pdo->query("SELECT * FROM posts WHERE title LIKE '%$q%' LIMIT " . ($page * 10))->fetchAll();
?>
<form action="<?= $self ?>"><input name=q value=<?= htmlspecialchars($q) ?>></form>
<?php foreach ($rows as $row): ?>
  <a href="<?= $row['url'] ?>"><?= $row['title'] ?></a>
<?php endforeach; ?>
<?php echo $agent, PHP_EOL; ?>
