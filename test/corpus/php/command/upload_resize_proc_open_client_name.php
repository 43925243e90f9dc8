// corpus: CWE-78 vulnerable — the client-supplied upload file name is placed in a proc_open command string run by the shell.
<?php

function resize_upload(array $file, int $width): string
{
    $storeDir = __DIR__ . '/uploads';
    $stored = $storeDir . '/' . uniqid('img', true);
    move_uploaded_file($file['tmp_name'], $stored);

    $cmd = "convert $stored -resize {$width}x -set comment \"{$file['name']}\" $stored.jpg";
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $errors = stream_get_contents($pipes[2]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    if (proc_close($proc) !== 0) {
        throw new RuntimeException('resize failed: ' . $errors);
    }
    return "$stored.jpg";
}

if (isset($_FILES['photo']) && $_FILES['photo']['error'] === UPLOAD_ERR_OK) {
    $path = resize_upload($_FILES['photo'], 800);
    echo 'Saved as ' . htmlspecialchars(basename($path));
}
