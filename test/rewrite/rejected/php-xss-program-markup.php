<?php // rejected: the printed variable holds markup the program wrote around the input: escaping it would print the markup as text
// keeps: echo $card;
$card = '<b>' . ($_GET['name'] ?? 'guest') . '</b>';
echo $card;
