// corpus: CWE-98 safe — the page parameter is only a key into a fixed map of file names; unknown keys fall back to home.
<?php
const PAGES = [
    'home' => 'home.php',
    'services' => 'services.php',
    'team' => 'team.php',
    'contact' => 'contact.php',
];

$key = $_GET['page'] ?? 'home';
$file = PAGES[$key] ?? PAGES['home'];
?>
<!doctype html>
<html>
<body>
<?php include __DIR__ . '/partials/nav.php'; ?>
<main><?php include __DIR__ . '/pages/' . $file; ?></main>
</body>
</html>
