<?php // behaviour: request values printed into HTML are escaped with htmlspecialchars: the same page for ordinary values
// safe-fixes: php.security.xss
$_GET['name'] = 'Alice';
$_GET['city'] = 'Paris';

$name = $_GET['name'];
echo '<p>Hello ' . $name . "</p>\n";
echo "<p>From {$_GET['city']}</p>\n";
printf("<li>%s</li>\n", $_GET['city']);
print "<h1>Results for $name</h1>\n";
?>
<div class="user"><?= $name ?></div>
