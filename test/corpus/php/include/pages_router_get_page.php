// corpus: CWE-98 vulnerable — the page parameter is placed in an include path, so "../" sequences load any .php file on the server.
<?php
session_start();
$page = $_GET['page'] ?? 'home';
?>
<!doctype html>
<html>
<head><title>Riverside Dental</title></head>
<body>
<?php include __DIR__ . '/partials/nav.php'; ?>
<main>
<?php include __DIR__ . '/pages/' . $page . '.php'; ?>
</main>
</body>
</html>
