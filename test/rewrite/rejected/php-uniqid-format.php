<?php // rejected: uniqid() gives 13 hex digits, random_bytes a longer value of another form: only a suggestion
// keeps: $session_token = uniqid();
$session_token = uniqid();
echo strlen($session_token), "\n";
