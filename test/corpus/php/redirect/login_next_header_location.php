// corpus: CWE-601 vulnerable — after login the next parameter is sent unchanged in the Location header.
<?php
session_start();
require __DIR__ . '/lib/auth.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $user = authenticate($_POST['email'] ?? '', $_POST['password'] ?? '');
    if ($user !== null) {
        session_regenerate_id(true);
        $_SESSION['user_id'] = $user['id'];
        $next = $_GET['next'] ?? '/dashboard.php';
        header('Location: ' . $next);
        exit;
    }
    $error = 'Invalid credentials';
}
include __DIR__ . '/templates/login.php';
