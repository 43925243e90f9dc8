<?php // rejected: the value is part of a word (a file name): quoting only it changes nothing the shell splits, yet no longer reads as one argument
// keeps: 'convert img-' . $n . '.png out.pdf'
$n = $_GET['n'] ?? '1';
exec('convert img-' . $n . '.png out.pdf');
