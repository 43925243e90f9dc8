<?php
$name = $_GET['name'] ?? 'guest';
$count = (int) ($_GET['count'] ?? 0);

// ruleid: php.security.xss
echo '<p>Hello ' . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . '</p>';
// ok: php.security.xss
echo '<p>Hello ' . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . '</p>';
// ok: php.security.xss
echo "<p>$count items</p>";
// ruleid: php.security.xss
print "<h1>Results for " . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . "</h1>";
// ruleid: php.security.xss
printf('<li>%s</li>', htmlspecialchars($_POST['item'], ENT_QUOTES, 'UTF-8'));
// ok: php.security.xss
printf('<li>%d</li>', $_POST['item']);
?>
<div class="greeting">
  <!-- ruleid: php.security.xss -->
  <?= htmlspecialchars($name, ENT_QUOTES, 'UTF-8') ?>
  <!-- ok: php.security.xss -->
  <?= htmlspecialchars($name) ?>
</div>
<?php
function api_reply(array $data): void
{
    header('Content-Type: application/json');
    // ok: php.security.xss
    echo json_encode($data);
}

api_reply(['q' => $_GET['q'] ?? '']);
// ruleid: php.security.xss
echo htmlspecialchars(json_encode(['q' => $_GET['q'] ?? '']), ENT_QUOTES, 'UTF-8');
