// corpus: CWE-328 vulnerable — the registration password is stored as an unsalted md5 digest.
<?php
$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop', getenv('SHOP_DB_PASS'));

$email = filter_var($_POST['email'] ?? '', FILTER_VALIDATE_EMAIL);
$password = $_POST['password'] ?? '';

if ($email === false || strlen($password) < 8) {
    http_response_code(422);
    exit('Please provide a valid email and a password of at least 8 characters.');
}

$stmt = $pdo->prepare('INSERT INTO customers (email, password_hash, created_at) VALUES (?, ?, NOW())');
$stmt->execute([$email, md5($password)]);

header('Location: /welcome.php');
