// corpus: CWE-22 vulnerable — the note title becomes part of the file path written by file_put_contents, so "../" writes elsewhere.
<?php

final class NoteStore
{
    public function __construct(private string $dir)
    {
    }

    public function save(string $title, string $body): string
    {
        $file = $this->dir . '/' . $title . '.txt';
        file_put_contents($file, $body);
        return $file;
    }
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $store = new NoteStore(__DIR__ . '/data/notes');
    $store->save($_POST['title'] ?? 'untitled', $_POST['body'] ?? '');
    header('Location: /notes.php');
}
