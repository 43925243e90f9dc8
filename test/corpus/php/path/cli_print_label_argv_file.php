// corpus: CWE-22 vulnerable — the label file given on the command line is read from outside the labels folder if it contains "../".
<?php

function label_path(string $name): string
{
    return __DIR__ . '/labels/' . $name;
}

if (!isset($argv[1])) {
    fwrite(STDERR, "usage: print_label.php <label-file>\n");
    exit(2);
}

$lines = file(label_path($argv[1]), FILE_IGNORE_NEW_LINES);
if ($lines === false) {
    fwrite(STDERR, "cannot read label\n");
    exit(1);
}
foreach ($lines as $line) {
    echo str_pad($line, 40), PHP_EOL;
}
