// corpus: CWE-79 vulnerable — $_SERVER['PHP_SELF'] includes attacker-chosen path info and is printed into the form action unescaped.
<?php

function validate_contact(array $post): array
{
    $errors = [];
    if (!filter_var($post['email'] ?? '', FILTER_VALIDATE_EMAIL)) {
        $errors[] = 'Please enter a valid email address.';
    }
    if (strlen(trim($post['message'] ?? '')) < 10) {
        $errors[] = 'Your message is too short.';
    }
    return $errors;
}

$errors = [];
$sent = false;
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $errors = validate_contact($_POST);
    if ($errors === []) {
        $sent = mail('office@example.org', 'Contact form', (string) $_POST['message'], 'Reply-To: ' . $_POST['email']);
    }
}
?>
<?php foreach ($errors as $error): ?><p class="error"><?= $error ?></p><?php endforeach; ?>
<form method="post" action="<?php echo $_SERVER['PHP_SELF']; ?>">
  <input type="email" name="email">
  <textarea name="message" rows="6"></textarea>
  <button>Send</button>
</form>
<?php if ($sent): ?><p>Thanks, we will get back to you.</p><?php endif; ?>
