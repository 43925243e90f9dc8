<?php
$name = $_GET['name'] ?? 'world';
$row = ['id' => 7, 'name' => $name];
$greeting = "Hello $name, #{$row['id']} $row[name] \t\x41\101\u{1F600} \$literal {$row['name']}!";
$single = 'It\'s a \n single \\ quoted';
$sql = <<<SQL
    SELECT *
      FROM users
     WHERE name = '$name'
       AND id = {$row['id']}
    SQL;
$raw = <<<'TXT'
  raw $name
  TXT;
$text = sprintf('%s has %d items (%05.2f%%) %1$s', $name, $_GET['count'], 1.5);
printf('<b>%s</b>', $name);
$label = match (true) {
    $row['id'] > 10 => 'big',
    $row['id'] > 5, $row['id'] === 5 => 'medium',
    default => 'small',
};
$kind = match ($name) { 'a', 'b' => 1, default => 2 };
$out = 'start';
$out .= ' ' . $name . '.' . PHP_EOL;
$flags = ENT_QUOTES | ENT_HTML5;
$n = $_GET['n'] + 1;
$cmd = `ls -la {$row['name']}`;
